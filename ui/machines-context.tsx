import { createContext, useContext } from 'react';
import { addToCartButtonMachine } from '../machines/addToCartButton';
import { miniCartItemMachine } from '../machines/miniCartItem';
import { resultCountMachine } from '../machines/resultCount';
import { sortFormMachine } from '../machines/sortForm';

/**
 * The machines views run. By default the pure machines (no effects: what the server
 * renders with); the browser entry provides them wired to services, and tests provide
 * them wired to doubles. Views therefore never import services.
 */
export const pureMachines = {
  resultCount: resultCountMachine,
  sortForm: sortFormMachine,
  addToCartButton: addToCartButtonMachine,
  miniCartItem: miniCartItemMachine,
};

export type Machines = typeof pureMachines;

export const MachinesContext = createContext<Machines>(pureMachines);

export function useMachines(): Machines {
  return useContext(MachinesContext);
}
