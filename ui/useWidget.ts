import { useActorRef } from '@xstate/react';
import { type Actor, type AnyStateMachine, createActor, type InputFrom } from 'xstate';
import { useActorOptions } from './actor-options-context';

/** The server renders with no DOM; the browser (and jsdom in component tests) has one. */
const onServer = typeof document === 'undefined';

/** Per machine, its initial actors by input, oldest first; at most this many each. */
const MAX_INPUTS = 500;
const initial = new WeakMap<AnyStateMachine, Map<string, Actor<AnyStateMachine>>>();

/**
 * For the benchmark's "before" figure only (scripts/render-cost.ts): when true, the server
 * creates an actor for every widget on every render, as it did before this hook.
 */
export const serverRender = { actorPerRender: false };

/**
 * An actor of `machine` that was never started, holding its initial snapshot for `input`:
 * made once per machine and input, then the same one for every render on the server.
 * Nothing is ever sent to it (the server runs no effects and React no event handlers).
 * An input that JSON cannot write is not remembered.
 */
export function serverActor<M extends AnyStateMachine>(machine: M, input: InputFrom<M> | undefined): Actor<M> {
  let key: string | undefined;
  if (serverRender.actorPerRender) return createActor(machine, { input } as never) as Actor<M>;
  try {
    key = JSON.stringify(input ?? null);
  } catch {
    return createActor(machine, { input } as never) as Actor<M>;
  }
  let byInput = initial.get(machine);
  if (!byInput) {
    byInput = new Map();
    initial.set(machine, byInput);
  }
  const kept = byInput.get(key);
  if (kept) return kept as Actor<M>;
  const actor = createActor(machine, { input } as never) as Actor<M>;
  byInput.set(key, actor as Actor<AnyStateMachine>);
  if (byInput.size > MAX_INPUTS) byInput.delete(byInput.keys().next().value as string);
  return actor;
}

/**
 * A widget's actor. In the browser, the island's own live actor (`useActorRef`, started
 * after hydration). On the server, the machine's initial snapshot for this input, computed
 * once (`serverActor`): a page render creates no actors and builds no machines, and the
 * markup is the same the browser's first snapshot renders, so hydration matches.
 */
export function useWidget<M extends AnyStateMachine>(machine: M, input?: InputFrom<M>): Actor<M> {
  const options = useActorOptions();
  if (onServer) return serverActor(machine, input);
  // biome-ignore lint/correctness/useHookAtTopLevel: `onServer` is fixed for the process, so the hooks called never change.
  return useActorRef(machine, { ...options, input } as never) as Actor<M>;
}
