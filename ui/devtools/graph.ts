import { type AnyStateMachine, type AnyStateNode, type AnyTransitionDefinition, and, not, or } from 'xstate';

/**
 * A machine as a drawable graph: every state node (nested ones carry their parent) and
 * every transition with the label a developer reads on the diagram. Pure, no DOM: the
 * developer page, the live inspector and the export script all draw from it.
 */
export interface MachineGraph {
  machineId: string;
  /** Pre-order: every parent comes before its children; the root first. */
  states: StateView[];
  transitions: TransitionView[];
}

export type StateType = 'atomic' | 'compound' | 'parallel' | 'final' | 'history';

export interface StateView {
  id: string;
  key: string;
  type: StateType;
  parentId: string | null;
  /** The state its compound parent enters first. */
  initial: boolean;
  history?: 'shallow' | 'deep';
  /** Lines drawn under the name: entry/exit actions and invoked actors. */
  details: string[];
  description?: string;
}

export type TransitionKind = 'event' | 'delayed' | 'always' | 'done' | 'error' | 'snapshot';

export interface TransitionView {
  /** Stable and unique within the machine: source, event and position among its siblings. */
  id: string;
  sourceId: string;
  /** Empty for a targetless transition (actions only; the state is not left). */
  targetIds: string[];
  /** The event type as XState names it (`xstate.after.…` for delays); null for `always`. */
  eventType: string | null;
  kind: TransitionKind;
  guard?: string;
  delay?: { name: string; ms?: number };
  actions: string[];
  reenter: boolean;
  /** What the diagram prints: the event (or "after 2000ms"), then [guard], then / actions. */
  labelLines: string[];
}

// Higher-order guards are functions whose `check` is shared; comparing against the
// library's own survives minification, where function names do not.
type HigherOrderGuard = { check: unknown; guards: unknown[] };
const checkOf = (g: unknown) => (g as HigherOrderGuard).check;
const CHECK_AND = checkOf(and([]));
const CHECK_OR = checkOf(or([]));
const CHECK_NOT = checkOf(not('x'));

/** A guard as a developer would write it: `isNewOrder`, `not(canRetry)`, `and(a, b)`. */
export function guardName(guard: unknown): string {
  if (typeof guard === 'string') return guard;
  if (typeof guard === 'function') {
    const { check, guards } = guard as unknown as Partial<HigherOrderGuard>;
    if (Array.isArray(guards)) {
      const inner = guards.map(guardName).join(', ');
      if (check === CHECK_NOT) return `not(${inner})`;
      if (check === CHECK_AND) return `and(${inner})`;
      if (check === CHECK_OR) return `or(${inner})`;
    }
    return '(inline)';
  }
  if (guard && typeof guard === 'object' && 'type' in guard) return String((guard as { type: unknown }).type);
  return '(inline)';
}

/** An action's name: its string, its `type`, or the built-in creator (`assign`, `raise`…). */
export function actionName(action: unknown): string {
  if (typeof action === 'string') return action;
  if (action && (typeof action === 'object' || typeof action === 'function') && 'type' in action) {
    const type = (action as { type: unknown }).type;
    if (typeof type === 'string') return type.startsWith('xstate.') ? type.slice('xstate.'.length) : type;
  }
  return '(inline)';
}

/** Entry or exit actions as written in the state's config (without XState's own timers). */
function configActions(value: unknown): string[] {
  if (value === undefined || value === null) return [];
  return (Array.isArray(value) ? value : [value]).map(actionName);
}

/** Every state node below `node`, parents before children, in document order. */
export function descendants(node: AnyStateNode): AnyStateNode[] {
  return Object.values(node.states as Record<string, AnyStateNode>).flatMap((child) => [child, ...descendants(child)]);
}

export function allStateNodes(machine: AnyStateMachine): AnyStateNode[] {
  return [machine.root, ...descendants(machine.root)];
}

/** The delay of an `after` transition in milliseconds, when it is a number or a named number. */
export function delayMs(machine: AnyStateMachine, delay: string | number): number | undefined {
  if (typeof delay === 'number') return delay;
  if (/^\d+$/.test(delay)) return Number(delay);
  const named = (machine.implementations.delays as Record<string, unknown>)[delay];
  return typeof named === 'number' ? named : undefined;
}

function describeEvent(
  machine: AnyStateMachine,
  node: AnyStateNode,
  t: AnyTransitionDefinition,
): Pick<TransitionView, 'kind' | 'delay'> & { text: string } {
  const type = t.eventType;
  if (!type) return { kind: 'always', text: 'always' };
  const delay = (t as { delay?: string | number }).delay;
  if (type.startsWith('xstate.after.') && delay !== undefined) {
    const ms = delayMs(machine, delay);
    return {
      kind: 'delayed',
      delay: ms === undefined ? { name: String(delay) } : { name: String(delay), ms },
      text: ms === undefined ? `after ${delay}` : `after ${ms}ms`,
    };
  }
  const invokeIds = new Set(node.invoke.map((i) => i.id));
  for (const [prefix, kind, word] of [
    ['xstate.done.actor.', 'done', 'onDone'],
    ['xstate.error.actor.', 'error', 'onError'],
    ['xstate.snapshot.', 'snapshot', 'onSnapshot'],
  ] as const) {
    const id = type.startsWith(prefix) ? type.slice(prefix.length) : undefined;
    if (id !== undefined && invokeIds.has(id)) return { kind, text: `${word} ${id}` };
  }
  if (type === `xstate.done.state.${node.id}`) return { kind: 'done', text: 'onDone' };
  return { kind: 'event', text: type };
}

/** The transitions of one state node, in the order XState tries them. */
export function transitionsOf(node: AnyStateNode): AnyTransitionDefinition[] {
  return [...[...node.transitions.values()].flat(), ...(node.always ?? [])];
}

export function transitionId(t: AnyTransitionDefinition): string {
  const siblings = t.eventType ? (t.source.transitions.get(t.eventType) ?? []) : (t.source.always ?? []);
  return `${t.source.id}|${t.eventType ?? 'always'}|${siblings.indexOf(t)}`;
}

export function machineGraph(machine: AnyStateMachine): MachineGraph {
  const nodes = allStateNodes(machine);
  const states: StateView[] = nodes.map((node) => {
    const details = [
      ...(configActions(node.config.entry).length ? [`entry / ${configActions(node.config.entry).join(', ')}`] : []),
      ...(configActions(node.config.exit).length ? [`exit / ${configActions(node.config.exit).join(', ')}`] : []),
      ...node.invoke.map((i) => (i.id === i.src ? `invoke ${i.src}` : `invoke ${i.src} (${i.id})`)),
    ];
    const parent = node.parent;
    return {
      id: node.id,
      key: node.key,
      type: node.type,
      parentId: parent?.id ?? null,
      initial: parent?.type === 'compound' && (parent.initial?.target ?? []).some((s: AnyStateNode) => s === node),
      ...(node.type === 'history' && node.history ? { history: node.history } : {}),
      details,
      ...(node.description ? { description: node.description } : {}),
    };
  });
  const transitions: TransitionView[] = nodes.flatMap((node) =>
    transitionsOf(node).map((t) => {
      const event = describeEvent(machine, node, t);
      const guard = t.guard === undefined ? undefined : guardName(t.guard);
      const actions = (t.actions ?? []).map(actionName);
      return {
        id: transitionId(t),
        sourceId: node.id,
        targetIds: (t.target ?? []).map((s) => s.id),
        eventType: t.eventType || null,
        kind: event.kind,
        ...(guard === undefined ? {} : { guard }),
        ...(event.delay ? { delay: event.delay } : {}),
        actions,
        reenter: t.reenter,
        labelLines: [
          event.text,
          ...(guard === undefined ? [] : [`[${guard}]`]),
          ...(actions.length ? [`/ ${actions.join(', ')}`] : []),
        ],
      };
    }),
  );
  return { machineId: machine.id, states, transitions };
}

/**
 * The ids of the state nodes a snapshot's `value` is in (the root included), so a
 * diagram can highlight them; works for nested and parallel states.
 */
export function activeStateIds(graph: MachineGraph, value: unknown): Set<string> {
  const children = new Map<string, Map<string, string>>();
  for (const s of graph.states) {
    if (s.parentId === null) continue;
    if (!children.has(s.parentId)) children.set(s.parentId, new Map());
    children.get(s.parentId)!.set(s.key, s.id);
  }
  const active = new Set<string>();
  const visit = (id: string, v: unknown) => {
    active.add(id);
    if (typeof v === 'string') {
      const child = children.get(id)?.get(v);
      if (child) active.add(child);
    } else if (v && typeof v === 'object') {
      for (const [key, sub] of Object.entries(v)) {
        const child = children.get(id)?.get(key);
        if (child) visit(child, sub);
      }
    }
  };
  const root = graph.states[0];
  if (root) visit(root.id, value);
  return active;
}
