import { quantityMinimumMachine } from '../../machines/quantityMinimum';
import { quantityInputsOutsideCart, readQuantity, setQuantity } from '../../services/quantityInputs';
import { startActor } from './start';

/** The quantity-minimum rule (spec section 5), one actor per input, run once on page load. */
export function applyQuantityMinimum(root: ParentNode): void {
  for (const input of quantityInputsOutsideCart(root)) {
    const actor = startActor(
      quantityMinimumMachine.provide({ actions: { raise: (_, { min }) => setQuantity(input, min) } }),
    );
    actor.send({ type: 'CHECK', ...readQuantity(input) });
  }
}
