import { passwordFieldMachine } from '../../../machines/passwordField';
import { focusOn } from '../../../services/focus';

/** The password show/hide button: focus goes back to the input. */
export const livePasswordField = () =>
  passwordFieldMachine.provide({
    actions: { focusInput: (_, { input }) => focusOn(input.current) },
  });

export default livePasswordField;
