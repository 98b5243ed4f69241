import { formValidationMachine } from '../../../machines/formValidation';
import { announce } from '../../../services/announcer';
import { focusField } from '../../../services/focus';
import { submitForm } from '../../../services/forms';

/** The account forms' checks: errors announced assertively, focus on the first field in question. */
export const liveFormValidation = () =>
  formValidationMachine.provide({
    actions: {
      announce: (_, params) => announce(params.text, 'assertive'),
      focusField: (_, { form, name }) => focusField(form.current, name),
      submit: (_, { form }) => submitForm(form.current),
    },
  });

export default liveFormValidation;
