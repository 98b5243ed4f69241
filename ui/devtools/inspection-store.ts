import type { AnyActorRef, AnyEventObject, AnyStateMachine, InspectionEvent } from 'xstate';

/**
 * What the live inspector knows, fed by XState's `inspect` option: every actor the page
 * started (islands each start their own system), its latest state, and the events sent
 * to them. No DOM: the panel subscribes to it (useSyncExternalStore) and tests read it.
 */
export interface InspectedActor {
  /** Unique on the page and short (`#3`), given in the order actors appear. */
  key: string;
  ref: AnyActorRef;
  /** The machine's id; null for an actor that is not a state machine (a promise, a callback). */
  machineId: string | null;
  machine: AnyStateMachine | null;
  parentKey: string | null;
  value: unknown;
  status: string;
  context: unknown;
  /** When it last started, changed state or received an event: a counter, higher is later. */
  lastActive: number;
}

export interface LoggedEvent {
  seq: number;
  actorKey: string;
  machineId: string | null;
  /** Who sent it: another actor's key, or null for the page (a view's `send`). */
  sourceKey: string | null;
  event: AnyEventObject;
}

export interface InspectionState {
  actors: readonly InspectedActor[];
  /** Oldest first, the latest `limit` events. */
  log: readonly LoggedEvent[];
}

export interface InspectionStore {
  /** The `inspect` observer to give to createActor / useActorRef. */
  observe(event: InspectionEvent): void;
  subscribe(listener: () => void): () => void;
  getSnapshot(): InspectionState;
}

function asMachine(ref: AnyActorRef): AnyStateMachine | null {
  const logic = (ref as { logic?: unknown }).logic as Partial<AnyStateMachine> | undefined;
  return logic && typeof logic === 'object' && 'root' in logic && typeof logic.id === 'string'
    ? (logic as AnyStateMachine)
    : null;
}

/** The actors with the most recently active first (the one just used on top). */
export function byRecentActivity(actors: readonly InspectedActor[]): InspectedActor[] {
  return [...actors].sort((a, b) => b.lastActive - a.lastActive);
}

export function createInspectionStore({ limit = 200 }: { limit?: number } = {}): InspectionStore {
  const keys = new WeakMap<object, string>();
  let next = 1;
  let seq = 0;
  let tick = 0;
  let state: InspectionState = { actors: [], log: [] };
  const listeners = new Set<() => void>();

  const keyOf = (ref: unknown): string | null => {
    if (!ref || typeof ref !== 'object') return null;
    let key = keys.get(ref);
    if (!key) {
      key = `#${next++}`;
      keys.set(ref, key);
    }
    return key;
  };
  const set = (changed: InspectionState) => {
    state = changed;
    for (const l of listeners) l();
  };
  const update = (key: string, patch: Partial<InspectedActor>) => {
    set({ ...state, actors: state.actors.map((a) => (a.key === key ? { ...a, ...patch } : a)) });
  };

  return {
    observe(ev) {
      const ref = ev.actorRef as AnyActorRef;
      const key = keyOf(ref)!;
      if (ev.type === '@xstate.actor') {
        if (state.actors.some((a) => a.key === key)) return;
        const machine = asMachine(ref);
        const parent = (ref as { _parent?: AnyActorRef })._parent;
        set({
          ...state,
          actors: [
            ...state.actors,
            {
              key,
              ref,
              machineId: machine?.id ?? null,
              machine,
              parentKey: parent ? keyOf(parent) : null,
              value: undefined,
              status: 'starting',
              context: undefined,
              lastActive: ++tick,
            },
          ],
        });
      } else if (ev.type === '@xstate.snapshot') {
        const snapshot = ev.snapshot as { value?: unknown; status?: string; context?: unknown };
        update(key, {
          value: snapshot.value,
          status: snapshot.status ?? 'active',
          context: snapshot.context,
          lastActive: ++tick,
        });
      } else if (ev.type === '@xstate.event') {
        const actor = state.actors.find((a) => a.key === key);
        const entry: LoggedEvent = {
          seq: ++seq,
          actorKey: key,
          machineId: actor?.machineId ?? null,
          sourceKey: ev.sourceRef ? keyOf(ev.sourceRef) : null,
          event: ev.event,
        };
        set({
          actors: state.actors.map((a) => (a.key === key ? { ...a, lastActive: ++tick } : a)),
          log: [...state.log.slice(-(limit - 1)), entry],
        });
      }
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: () => state,
  };
}
