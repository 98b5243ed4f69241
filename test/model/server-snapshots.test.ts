import { describe, expect, it } from 'vitest';
import { type AnyActorRef, type AnyMachineSnapshot, createActor } from 'xstate';
import { type Machines, pureMachines } from '../../ui/machines-context';
import { serverActor } from '../../ui/useWidget';
import { modelEntries } from './entries';

/** What a view can read from a snapshot: the state, its tags, the context, the status. */
function seen(snapshot: AnyMachineSnapshot) {
  return { value: snapshot.value, tags: [...snapshot.tags].sort(), context: snapshot.context, status: snapshot.status };
}

/**
 * The server renders each island from the machine's initial snapshot computed once
 * (ui/useWidget.ts `serverActor`); the browser hydrates it with a live actor of its own.
 * The two must show the same first state, or hydration would not match the markup. For
 * every island machine and each of its model inputs (test/model/inputs/), the kept server
 * snapshot equals a live actor's first snapshot, on the first render and on a later one.
 */
describe('server snapshots', () => {
  const names = Object.keys(pureMachines) as (keyof Machines)[];
  const cases = names.flatMap((name) => {
    const entry = modelEntries.find((e) => e.name === name);
    const inputs = entry
      ? [entry.input, ...(entry.inputs ?? [])].filter((input, i) => i > 0 || input !== undefined || !entry.inputs)
      : [undefined];
    return inputs.map((input, i) => ({ name, input, label: `${name} #${i + 1}` }));
  });

  it('covers every machine an island runs', () => {
    expect(new Set(cases.map((c) => c.name))).toEqual(new Set(names));
  });

  it.each(cases)('$label: the server snapshot is the live actor’s first snapshot', ({ name, input }) => {
    const machine = pureMachines[name];
    const live = createActor(machine as never, { input } as never) as unknown as AnyActorRef;
    const first = serverActor(machine, input as never);
    const again = serverActor(machine, input as never);
    expect(again).toBe(first);
    expect(seen(first.getSnapshot())).toEqual(seen(live.getSnapshot()));
  });
});
