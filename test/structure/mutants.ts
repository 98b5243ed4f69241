import { type AnyStateMachine, type AnyStateNode, createMachine, not } from 'xstate';

type Config = Record<string, unknown>;
type Transition = Config & { target?: string | string[]; guard?: unknown; actions?: unknown };

/** One structural change of a machine: its name as the report shows it, and the changed config. */
export interface Mutant {
  name: string;
  config: Config;
}

const toArray = <T>(v: T | T[] | undefined): T[] => (v === undefined ? [] : Array.isArray(v) ? v : [v]);

/** A deep copy of the config's plain objects and arrays; functions and other objects are shared. */
function copy<T>(v: T): T {
  if (Array.isArray(v)) return v.map(copy) as T;
  if (v && typeof v === 'object' && [Object.prototype, null].includes(Object.getPrototypeOf(v))) {
    return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, copy(x)])) as T;
  }
  return v;
}

/** How a guard or an action is named in the report: its type, or the inline function's name. */
function nameOf(x: unknown): string {
  if (typeof x === 'string') return x;
  const o = x as { type?: unknown; name?: string } | undefined;
  if (typeof o?.type === 'string') return o.type;
  return o?.name || 'inline';
}

/** The k-th action of a list by name, numbered when the list has another of that name (two `assign`s). */
function actionName(actions: unknown[], k: number): string {
  const name = nameOf(actions[k]);
  const twins = actions.filter((a) => nameOf(a) === name).length;
  return twins > 1 ? `${name} #${k + 1}` : name;
}

/** The state config at `path` (state keys from the root) inside a machine config. */
function stateAt(config: Config, path: string[]): Config {
  return path.reduce((c, key) => (c.states as Record<string, Config>)[key] as Config, config);
}

/** A target string resolved from its source state the way XState resolves it. */
function resolve(machine: AnyStateMachine, source: AnyStateNode, target: string): AnyStateNode {
  if (target.startsWith('#')) return machine.getStateNodeById(target);
  const [from, rest] = target.startsWith('.') ? [source, target.slice(1)] : [source.parent ?? source, target];
  return rest.split('.').reduce((n, key) => n.states[key] as AnyStateNode, from);
}

/** The state after `node` among its parent's children, wrapping round: one, chosen the same way every run. */
function nextSibling(node: AnyStateNode): AnyStateNode | undefined {
  const siblings = Object.values(node.parent?.states ?? {}) as AnyStateNode[];
  if (siblings.length < 2) return undefined;
  return siblings[(siblings.indexOf(node) + 1) % siblings.length];
}

/** Where a state keeps transitions: `on`, `after`, `always`, each invoke's `onDone` and `onError`. */
function transitionSlots(state: Config): { where: string; get: (s: Config) => Config; key: string }[] {
  const slots: { where: string; get: (s: Config) => Config; key: string }[] = [];
  for (const kind of ['on', 'after'] as const) {
    for (const key of Object.keys((state[kind] as Config | undefined) ?? {})) {
      slots.push({ where: `${kind} ${key}`, get: (s) => s[kind] as Config, key });
    }
  }
  if (state.always !== undefined) slots.push({ where: 'always', get: (s) => s, key: 'always' });
  toArray(state.invoke as Config | Config[] | undefined).forEach((inv, i) => {
    const invokeAt = (s: Config) => (Array.isArray(s.invoke) ? (s.invoke[i] as Config) : (s.invoke as Config));
    for (const key of ['onDone', 'onError'] as const) {
      if (inv[key] !== undefined) slots.push({ where: `${String(inv.id ?? inv.src)}.${key}`, get: invokeAt, key });
    }
  });
  return slots;
}

/**
 * Every structural mutant of a machine, from its own definition: for every transition (`on`,
 * `after`, `always`, an invoke's `onDone`/`onError`), its target swapped for the next state of
 * the same parent (a transition without a target: the next sibling of its source), its guard
 * removed, its guard inverted, each of its actions removed; for every state, each entry and
 * exit action removed.
 */
export function mutantsOf(machine: AnyStateMachine): Mutant[] {
  const mutants: Mutant[] = [];
  const change = (name: string, path: string[], edit: (state: Config) => void) => {
    const config = copy(machine.config) as Config;
    edit(stateAt(config, path));
    mutants.push({ name, config });
  };
  const nodes: AnyStateNode[] = [machine.root, ...walk(machine.root)];
  for (const node of nodes) {
    const path = node.path as string[];
    const here = path.join('.') || '(machine)';
    const state = node.config as Config;
    for (const slot of transitionSlots(state)) {
      const list = toArray(slot.get(state)[slot.key] as Transition | string | (Transition | string)[]);
      list.forEach((raw, j) => {
        const t: Transition = typeof raw === 'string' ? { target: raw } : raw;
        const at = `${here} ${slot.where}${list.length > 1 ? ` #${j + 1}` : ''}`;
        const set = (edit: (t: Transition) => Transition) => (s: Config) => {
          const holder = slot.get(s);
          const items = toArray(holder[slot.key] as Transition | string | (Transition | string)[]).map((x) =>
            typeof x === 'string' ? { target: x } : x,
          );
          items[j] = edit({ ...items[j]! });
          holder[slot.key] = items;
        };
        const [first, ...others] = toArray(t.target);
        const from = first === undefined ? node : resolve(machine, node, first);
        const to = nextSibling(from);
        if (to) {
          const was = first === undefined ? '(none)' : first;
          change(
            `${at}: target ${was} -> ${to.path.join('.')}`,
            path,
            set((x) => ({ ...x, target: [`#${to.id}`, ...others] })),
          );
        }
        if (t.guard !== undefined) {
          const guard = nameOf(t.guard);
          change(
            `${at}: guard ${guard} removed`,
            path,
            set(({ guard: _, ...x }) => x),
          );
          change(
            `${at}: guard ${guard} inverted`,
            path,
            set((x) => ({ ...x, guard: not(x.guard as never) })),
          );
        }
        toArray(t.actions).forEach((_, k, actions) => {
          const drop = (x: Transition) => ({ ...x, actions: toArray(x.actions).filter((_, i) => i !== k) });
          change(`${at}: action ${actionName(actions, k)} removed`, path, set(drop));
        });
      });
    }
    for (const kind of ['entry', 'exit'] as const) {
      toArray(state[kind]).forEach((_, k, actions) => {
        change(`${here} ${kind}: action ${actionName(actions, k)} removed`, path, (s) => {
          s[kind] = toArray(s[kind]).filter((_, i) => i !== k);
        });
      });
    }
  }
  return mutants;
}

function walk(node: AnyStateNode): AnyStateNode[] {
  return Object.values(node.states as Record<string, AnyStateNode>).flatMap((n) => [n, ...walk(n)]);
}

/** The mutant of `machine` (or of a machine built from the same config, as the live wiring is) with its own implementations. */
export function build(mutant: Mutant, machine: AnyStateMachine): AnyStateMachine {
  return createMachine(mutant.config as never, machine.implementations as never);
}

/**
 * Whether the machine's eventless transitions form a cycle: once in it, XState loops without
 * end (a walk would hang rather than fail). With `unguarded`, only transitions without a
 * guard count, a certain loop; otherwise a cycle whose guards might all pass.
 */
export function eventlessCycle(machine: AnyStateMachine, unguarded: boolean): boolean {
  const landing = (n: AnyStateNode): AnyStateNode[] => [n, ...(n.initial?.target ?? []).flatMap(landing)];
  // From a state, the eventless transitions of it and of its ancestors may run; a target is
  // entered down to its initial leaf; a transition without a target stays where it is.
  const next = (n: AnyStateNode): AnyStateNode[] => {
    const out: AnyStateNode[] = [];
    for (let a: AnyStateNode | undefined = n; a; a = a.parent) {
      for (const t of a.always ?? []) {
        if (unguarded && t.guard) continue;
        for (const target of t.target ?? [n]) out.push(...landing(target));
      }
    }
    return out;
  };
  const mark = new Map<AnyStateNode, 'open' | 'done'>();
  const cycleFrom = (n: AnyStateNode): boolean => {
    if (mark.get(n) === 'open') return true;
    if (mark.get(n) === 'done') return false;
    mark.set(n, 'open');
    const found = next(n).some(cycleFrom);
    mark.set(n, 'done');
    return found;
  };
  return [machine.root, ...walk(machine.root)].some(cycleFrom);
}
