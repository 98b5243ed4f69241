import { render, screen } from '@testing-library/react';
import { liveMachines } from '../../src/live/machines';
import { FormField } from '../../ui/forms/FormField';
import { type Machines, MachinesContext } from '../../ui/machines-context';

export const PHONE_HELP = '6 to 15 digits, optionally starting with +.';

/** A phone field with help text, a second field, and text elsewhere on the page, with the live machines (or `machines`). */
export function renderFieldsWithHelp(machines: Machines = liveMachines) {
  render(
    <MachinesContext.Provider value={machines}>
      <form>
        <FormField
          id="phone"
          name="phone"
          label="Phone"
          type="tel"
          required={false}
          autoComplete="tel"
          help={PHONE_HELP}
        />
        <FormField id="name" name="name" label="Name" type="text" required autoComplete="name" />
        <p>Some text elsewhere</p>
      </form>
    </MachinesContext.Provider>,
  );
  return {
    phone: screen.getByLabelText(/Phone/),
    name: screen.getByLabelText(/Name/),
    help: screen.getByText(PHONE_HELP),
  };
}
