import ELK, { type ElkExtendedEdge, type ElkNode } from 'elkjs/lib/elk.bundled.js';
import { type Box, FONT, headerHeight, type MachineLayout, type Point, textWidth } from './geometry';
import type { MachineGraph, StateView, TransitionView } from './graph';

export type { Box, MachineLayout, PlacedState, PlacedTransition, Point } from './geometry';

const PAD = 10;
const INITIAL_DOT = 10;
const HISTORY_SIZE = 30;

function stateSize(state: StateView): { width: number; height: number } {
  if (state.type === 'history') return { width: HISTORY_SIZE, height: HISTORY_SIZE };
  const width = Math.max(
    textWidth(state.key, FONT.name),
    ...state.details.map((d) => textWidth(d, FONT.small)),
    state.type === 'final' ? 48 : 40,
  );
  return { width: width + 2 * PAD + (state.type === 'final' ? 8 : 0), height: headerHeight(state) + 6 };
}

const initialId = (parentId: string) => `${parentId}#initial`;
const edgeId = (t: TransitionView, target: number) => `${t.id}>${target}`;

/** Where ELK wants an edge declared: the innermost node containing both ends (ELK's own rule). */
function containerOf(source: string, target: string, parents: Map<string, string | null>, rootId: string): string {
  const ancestors = (id: string) => {
    const chain: string[] = [];
    for (let p: string | null | undefined = id; p; p = parents.get(p)) chain.push(p);
    return chain;
  };
  if (source === target) return parents.get(source) ?? rootId;
  const sourceChain = ancestors(source);
  const targetChain = ancestors(target);
  if (targetChain.includes(source)) return source;
  if (sourceChain.includes(target)) return target;
  return sourceChain.find((id) => targetChain.includes(id)) ?? rootId;
}

const LAYOUT_ROOT = '__layout_root__';

export async function layoutMachine(graph: MachineGraph): Promise<MachineLayout> {
  const parents = new Map(graph.states.map((s) => [s.id, s.parentId] as const));
  const elkNodes = new Map<string, ElkNode>();
  const root: ElkNode = {
    id: LAYOUT_ROOT,
    layoutOptions: {
      'elk.algorithm': 'layered',
      'elk.direction': 'RIGHT',
      'elk.hierarchyHandling': 'INCLUDE_CHILDREN',
      'elk.edgeRouting': 'ORTHOGONAL',
      'elk.layered.spacing.nodeNodeBetweenLayers': '36',
      'elk.spacing.nodeNode': '24',
      'elk.spacing.edgeLabel': '4',
      'elk.spacing.edgeNode': '14',
      'elk.layered.spacing.edgeNodeBetweenLayers': '14',
      'elk.edgeLabels.placement': 'CENTER',
      'elk.json.shapeCoords': 'ROOT',
      'elk.json.edgeCoords': 'ROOT',
      'elk.padding': '[top=8,left=8,bottom=8,right=8]',
    },
    children: [],
    edges: [],
  };
  elkNodes.set(LAYOUT_ROOT, root);

  for (const state of graph.states) {
    const hasChildren = graph.states.some((s) => s.parentId === state.id);
    const node: ElkNode = hasChildren
      ? {
          id: state.id,
          children: [],
          edges: [],
          layoutOptions: {
            'elk.padding': `[top=${headerHeight(state) + 8},left=${PAD + 4},bottom=${PAD + 4},right=${PAD + 4}]`,
            'elk.nodeSize.constraints': 'MINIMUM_SIZE',
            'elk.nodeSize.minimum': `(${stateSize(state).width}, ${stateSize(state).height})`,
          },
        }
      : { id: state.id, ...stateSize(state) };
    elkNodes.set(state.id, node);
    elkNodes.get(state.parentId ?? LAYOUT_ROOT)!.children!.push(node);
    if (hasChildren && state.type === 'compound') {
      node.children!.push({ id: initialId(state.id), width: INITIAL_DOT, height: INITIAL_DOT });
    }
  }

  for (const state of graph.states) {
    if (!state.initial || !state.parentId) continue;
    elkNodes.get(state.parentId)!.edges!.push({
      id: `${initialId(state.parentId)}>edge`,
      sources: [initialId(state.parentId)],
      targets: [state.id],
    });
  }

  for (const t of graph.transitions) {
    const targets = t.targetIds.length ? t.targetIds : [t.sourceId];
    targets.forEach((target, i) => {
      const label = t.labelLines;
      const edge: ElkExtendedEdge = {
        id: edgeId(t, i),
        sources: [t.sourceId],
        targets: [target],
        // One label per transition, on its first route.
        labels:
          i === 0
            ? [
                {
                  text: label.join('\n'),
                  width: Math.max(...label.map((l) => textWidth(l, FONT.small))) + 8,
                  height: label.length * FONT.line + 4,
                },
              ]
            : [],
      };
      elkNodes.get(containerOf(t.sourceId, target, parents, LAYOUT_ROOT))!.edges!.push(edge);
    });
  }

  const laid = await new ELK().layout(root);

  const boxes = new Map<string, Box>();
  const edges = new Map<string, ElkExtendedEdge>();
  const collect = (n: ElkNode) => {
    boxes.set(n.id, { x: n.x ?? 0, y: n.y ?? 0, width: n.width ?? 0, height: n.height ?? 0 });
    for (const e of n.edges ?? []) edges.set(e.id, e);
    for (const c of n.children ?? []) collect(c);
  };
  collect(laid);

  const route = (e: ElkExtendedEdge | undefined): Point[] =>
    (e?.sections ?? [])
      .flatMap((s) => [s.startPoint, ...(s.bendPoints ?? []), s.endPoint])
      .map(({ x, y }) => ({ x, y }));
  const byId = new Map(graph.states.map((s) => [s.id, s] as const));
  const depthOf = (s: StateView): number => (s.parentId ? 1 + depthOf(byId.get(s.parentId)!) : 0);

  return {
    machineId: graph.machineId,
    width: Math.ceil(laid.width ?? 0),
    height: Math.ceil(laid.height ?? 0),
    states: graph.states.map((s) => ({
      ...s,
      ...boxes.get(s.id)!,
      depth: depthOf(s),
      region: s.parentId !== null && byId.get(s.parentId)?.type === 'parallel',
    })),
    initials: graph.states
      .filter((s) => s.initial && s.parentId)
      .map((s) => {
        const dot = boxes.get(initialId(s.parentId!))!;
        return {
          parentId: s.parentId!,
          x: dot.x + dot.width / 2,
          y: dot.y + dot.height / 2,
          path: route(edges.get(`${initialId(s.parentId!)}>edge`)),
        };
      }),
    transitions: graph.transitions.map((t) => {
      const targets = t.targetIds.length ? t.targetIds : [t.sourceId];
      const first = edges.get(edgeId(t, 0));
      const label = first?.labels?.[0];
      return {
        ...t,
        routes: targets.map((_, i) => route(edges.get(edgeId(t, i)))),
        label: { x: label?.x ?? 0, y: label?.y ?? 0, width: label?.width ?? 0, height: label?.height ?? 0 },
      };
    }),
  };
}
