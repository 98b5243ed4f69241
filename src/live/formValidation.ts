import { formValidationMachine } from '../../machines/formValidation';
import { announce } from '../../services/announcer';

/** The account forms' checks, announcing errors assertively. */
export const liveFormValidation = formValidationMachine.provide({
  actions: { announce: (_, params) => announce(params.text, 'assertive') },
});
