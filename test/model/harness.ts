import { vi } from 'vitest';
import {
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type AnyTransitionDefinition,
  type ContextFrom,
  createActor,
  type EventObject,
  fromPromise,
  type InputFrom,
} from 'xstate';
import { getStateNodes, type StatePath, TestModel } from 'xstate/graph';
import type { MachineEntry } from '../../machines/index';

/** What path generation needs of one machine beside its registry entry. */
export interface ModelInputs<M extends AnyStateMachine = AnyStateMachine> {
  /** Input for a representative actor (machines with `input`). */
  input?: InputFrom<M>;
  /**
   * Further inputs, for machines that decide at start from their input (eventless
   * transitions): paths are generated from each, and coverage is over all of them.
   */
  inputs?: InputFrom<M>[];
  /**
   * Example events with the payloads their guards read; event types not listed here are
   * tried with no payload. Invoked actors' answers are `xstate.done.actor.<id>` events
   * with an `output`, or `xstate.error.actor.<id>` with an `error`.
   */
  sampleEvents?: (EventObject & Record<string, unknown>)[];
  /**
   * What of a snapshot makes it a distinct state for path generation. Defaults to value
   * and context; machines with counters or lists project them away to stay finite.
   */
  project?: (snapshot: { value: unknown; context: ContextFrom<M> }) => unknown;
}

/** A registered machine with its path-generation inputs. */
export type ModelEntry = MachineEntry & ModelInputs;

export interface MachineCoverage {
  name: string;
  states: { reached: number; total: number; missing: string[] };
  transitions: { reached: number; total: number; missing: string[] };
  paths: number;
}

type Path = StatePath<AnyMachineSnapshot, EventObject>;

/** A name for a transition that is the same for the machine and for `machine.provide(...)`. */
export function transitionKey(t: AnyTransitionDefinition): string {
  const event = t.eventType || '(always)';
  const siblings = t.eventType ? (t.source.transitions.get(t.eventType) ?? []) : (t.source.always ?? []);
  const index = siblings.indexOf(t);
  const targets = t.target?.map((s) => s.id).join(',') || '(self)';
  return `${t.source.id} --${event}#${index}--> ${targets}`;
}

export function allStates(machine: AnyStateMachine): string[] {
  return getStateNodes(machine.root).map((n) => n.id);
}

export function allTransitions(machine: AnyStateMachine): string[] {
  const keys: string[] = [];
  for (const node of [machine.root, ...getStateNodes(machine.root)]) {
    for (const list of node.transitions.values()) for (const t of list) keys.push(transitionKey(t));
    for (const t of node.always ?? []) keys.push(transitionKey(t));
  }
  return keys;
}

function ownEventTypes(snapshot: AnyMachineSnapshot): string[] {
  return [...new Set(snapshot._nodes.flatMap((n) => [...n.transitions.keys()]))].filter((t) => t !== '*');
}

/**
 * Bounds on path generation, far above what any registered machine needs (at most a few
 * dozen paths of under ten events), so that a machine whose state key grows with every
 * event fails at once with a message instead of running until the test times out.
 */
export const PATH_LIMITS = { traversal: 5000, paths: 500, depth: 30 };
const HINT =
  'Give it a `project` in test/model/inputs/ that leaves counters and lists out of the state key, or fewer sampleEvents.';

/**
 * Shortest paths to every (state, incoming transition) pair, so that walking all of them
 * takes every transition the machine has. Built with `new TestModel` rather than
 * `createTestModel`, which refuses machines with `after` or `invoke` (see shared NOTES).
 */
export function generatePaths(entry: ModelEntry): Path[] {
  const project = entry.project ?? ((s) => ({ value: s.value, context: s.context }));
  const key = (s: AnyMachineSnapshot) => JSON.stringify(project(s));
  const model = new TestModel(entry.machine, {
    input: entry.input,
    events: (snapshot: AnyMachineSnapshot) =>
      ownEventTypes(snapshot).flatMap((type) => {
        const samples = (entry.sampleEvents ?? []).filter((e) => e.type === type);
        return samples.length > 0 ? samples : [{ type }];
      }),
    serializeState: (snapshot: AnyMachineSnapshot, event: EventObject | undefined, prev?: AnyMachineSnapshot) =>
      event && prev ? `${key(snapshot)} via ${JSON.stringify(event)} from ${key(prev)}` : key(snapshot),
    stateMatcher: (snapshot: AnyMachineSnapshot, stateKey: string) => snapshot.matches(stateKey),
  });
  let paths: Path[];
  try {
    paths = model.getShortestPaths({ limit: PATH_LIMITS.traversal }) as unknown as Path[];
  } catch (error) {
    if ((error as Error).message !== 'Traversal limit exceeded') throw error;
    throw new Error(
      `${entry.name}: path generation took more than ${PATH_LIMITS.traversal} steps, so its state space is not finite. ${HINT}`,
    );
  }
  const depth = Math.max(0, ...paths.map((p) => p.steps.length - 1));
  if (paths.length > PATH_LIMITS.paths || depth > PATH_LIMITS.depth) {
    throw new Error(
      `${entry.name}: path generation gave ${paths.length} path(s), the longest ${depth} events, past the bound of ${PATH_LIMITS.paths} paths of at most ${PATH_LIMITS.depth} events. ${HINT}`,
    );
  }
  return paths;
}

function delayOf(machine: AnyStateMachine, eventType: string, snapshot: AnyMachineSnapshot): number {
  const name = eventType.slice('xstate.after.'.length).split('.')[0] ?? '';
  if (/^\d+$/.test(name)) return Number(name);
  const delay = (machine.implementations.delays as Record<string, unknown>)[name];
  if (typeof delay === 'number') return delay;
  if (typeof delay === 'function') return delay({ context: snapshot.context, event: { type: eventType } });
  throw new Error(`unknown delay "${name}" in ${eventType}`);
}

/**
 * Runs one generated path against a live actor of the machine, with every actor it
 * invokes replaced by a double the path resolves or rejects and with fake timers for
 * its delays. Checks each step lands where the graph says, and records the states and
 * transitions the running actor really took (from XState's inspection events).
 */
export async function runPath(
  entry: ModelEntry,
  path: Path,
  reached: { states: Set<string>; transitions: Set<string> },
): Promise<void> {
  vi.useFakeTimers();
  const pending = new Map<string, { resolve: (v: unknown) => void; reject: (e: unknown) => void }>();
  const doubles = Object.fromEntries(
    Object.keys(entry.machine.implementations.actors).map((src) => [
      src,
      fromPromise(({ self }) => new Promise((resolve, reject) => pending.set(self.id, { resolve, reject }))),
    ]),
  );
  const machine = entry.machine.provide({ actors: doubles });
  const actor = createActor(machine, {
    input: entry.input,
    inspect: (ev) => {
      // The machine's own steps, not its children's; by session id, because the steps
      // taken while the actor is created arrive before `actor` is assigned.
      if (ev.type === '@xstate.microstep' && ev.actorRef.sessionId === ev.rootId) {
        for (const t of ev._transitions) {
          reached.transitions.add(transitionKey(t));
          // A state left at once by an eventless transition is never a settled snapshot,
          // yet it was entered: the transition's source (and its ancestors) count as reached.
          for (let n: typeof t.source | undefined = t.source; n && n !== machine.root; n = n.parent) {
            reached.states.add(n.id);
          }
        }
      }
    },
  });
  const record = () => {
    for (const n of actor.getSnapshot()._nodes) if (n !== machine.root) reached.states.add(n.id);
  };
  try {
    actor.start();
    record();
    for (const step of path.steps.slice(1)) {
      const { type } = step.event;
      if (type.startsWith('xstate.after.')) {
        await vi.advanceTimersByTimeAsync(delayOf(machine, type, actor.getSnapshot()));
      } else if (type.startsWith('xstate.done.actor.')) {
        pending.get(type.slice('xstate.done.actor.'.length))?.resolve((step.event as { output?: unknown }).output);
        await vi.advanceTimersByTimeAsync(0);
      } else if (type.startsWith('xstate.error.actor.')) {
        pending.get(type.slice('xstate.error.actor.'.length))?.reject((step.event as { error?: unknown }).error);
        await vi.advanceTimersByTimeAsync(0);
      } else {
        actor.send(step.event);
      }
      record();
      const now = actor.getSnapshot();
      if (JSON.stringify(now.value) !== JSON.stringify(step.state.value)) {
        throw new Error(
          `${entry.name}: after ${type} expected ${JSON.stringify(step.state.value)}, got ${JSON.stringify(now.value)}`,
        );
      }
    }
  } finally {
    actor.stop();
    vi.useRealTimers();
  }
}

export function coverageOf(
  entry: ModelEntry,
  reached: { states: Set<string>; transitions: Set<string> },
  paths: number,
): MachineCoverage {
  const states = allStates(entry.machine);
  const transitions = allTransitions(entry.machine);
  return {
    name: entry.name,
    states: {
      reached: states.filter((s) => reached.states.has(s)).length,
      total: states.length,
      missing: states.filter((s) => !reached.states.has(s)),
    },
    transitions: {
      reached: transitions.filter((t) => reached.transitions.has(t)).length,
      total: transitions.length,
      missing: transitions.filter((t) => !reached.transitions.has(t)),
    },
    paths,
  };
}

/**
 * Walks every generated path of the entry against a live actor, from its input and
 * from each of its further `inputs` (machines that decide at start from their input),
 * and gives the coverage over all of them.
 */
export async function walkEntry(entry: ModelEntry): Promise<MachineCoverage> {
  const reached = { states: new Set<string>(), transitions: new Set<string>() };
  let count = 0;
  for (const input of [entry.input, ...(entry.inputs ?? [])]) {
    const run = { ...entry, input };
    const paths = generatePaths(run);
    count += paths.length;
    for (const p of paths) await runPath(run, p, reached);
  }
  return coverageOf(entry, reached, count);
}
