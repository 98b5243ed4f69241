import { describe, expect, it } from 'vitest';
import { type AnyActorLogic, createActor } from 'xstate';
import { machineRegistry } from '../../machines/index';

/** Actors a machine declares for the live wiring to provide; a child machine is not one. */
function providedActors(machine: (typeof machineRegistry)[number]['machine']): [string, AnyActorLogic][] {
  return Object.entries(machine.implementations.actors as Record<string, AnyActorLogic>).filter(
    ([, logic]) => !('root' in logic),
  );
}

// A machine run without its services (server rendering, a test that provides only some)
// waits where it is; it never moves on with an answer nobody gave (docs/decisions/0121).
describe.each(machineRegistry.map((e) => [e.name, e.machine] as const))('machine %s', (_name, machine) => {
  it('has default actors that never answer', async () => {
    for (const [src, logic] of providedActors(machine)) {
      const actor = createActor(logic, { input: {} }).start();
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect({ src, status: actor.getSnapshot().status }).toEqual({ src, status: 'active' });
      actor.stop();
    }
  });
});
