import { sortFormMachine } from '../../../machines/sortForm';
import { requestSubmit } from '../../../services/forms';

/** The listing's sort dropdown: a new order submits its form. */
export const liveSortForm = () =>
  sortFormMachine.provide({
    actions: { submit: (_, { form }) => requestSubmit(form.current) },
  });

export default liveSortForm;
