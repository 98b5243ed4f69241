import { quantityMinimumMachine } from '../../machines/quantityMinimum';
import { quantityInputsOutsideCart, readQuantity, setQuantity } from '../../services/quantityInputs';
import { startActor } from './start';

/** The quantity-minimum rule, one actor per input, run once on page load (`machine`: the rule's machine, or a test's variant of it). */
export function applyQuantityMinimum(root: ParentNode, machine = quantityMinimumMachine): void {
  for (const input of quantityInputsOutsideCart(root)) {
    const actor = startActor(machine.provide({ actions: { raise: (_, { min }) => setQuantity(input, min) } }));
    actor.send({ type: 'CHECK', ...readQuantity(input) });
  }
}
