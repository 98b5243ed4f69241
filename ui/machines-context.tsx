import { createContext, useContext } from 'react';
import { comingSoonBannerMachine } from '../machines/comingSoonBanner';
import { formValidationMachine } from '../machines/formValidation';
import { helpDescriptionMachine } from '../machines/helpDescription';
import { passwordFieldMachine } from '../machines/passwordField';
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
  passwordField: passwordFieldMachine,
  helpDescription: helpDescriptionMachine,
  comingSoonBanner: comingSoonBannerMachine,
  formValidation: formValidationMachine,
};

export type Machines = typeof pureMachines;

export const MachinesContext = createContext<Machines>(pureMachines);

export function useMachines(): Machines {
  return useContext(MachinesContext);
}
