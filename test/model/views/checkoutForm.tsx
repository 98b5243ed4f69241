import { fireEvent, render, screen } from '@testing-library/react';
import { expect, vi } from 'vitest';
import { checkoutFormMachine } from '../../../machines/checkoutForm';
import { goTo } from '../../../services/navigation';
import { liveMachines } from '../../../src/live/machines';
import { BillingForm } from '../../../ui/checkout/BillingForm';
import type { CheckoutView } from '../../../ui/checkout/types';
import { MachinesContext } from '../../../ui/machines-context';
import { pathDriver, type RunMachine } from './driver';
import { startRestServer } from './rest-edge';

type Errors = Record<string, string>;
// The browser's own checks hold back a form with a required field empty: the page came filled in.
const FILLED = {
  billing_name: 'Grace Hopper',
  billing_email: 'grace@example.com',
  billing_phone: '',
  billing_address_1: '1 Compiler Way',
  billing_address_2: '',
  billing_city: 'Arlington',
  billing_postcode: '22201',
  billing_country: 'GB',
};

/**
 * The checkout page's form as the server rendered it (with the errors of its last post,
 * if any), hydrated, with the JSON checkout behind a fetch double.
 */
async function start(input: { errors?: Errors }, run: RunMachine) {
  // Loaded with the first order in a browser; loaded here, they answer within a turn.
  await Promise.all([import('../../../services/checkoutClient'), import('../../../src/live/rest')]);
  const server = startRestServer();
  const checkout: CheckoutView = {
    empty: false,
    shopUrl: '/shop/',
    cartUrl: '/cart/',
    lines: [{ name: 'Mug', quantity: 1, lineTotal: '£9.00' }],
    subtotal: '£9.00',
    total: '£9.00',
    action: '/checkout/',
    nonceField: '_nonce',
    nonce: 'n'.repeat(22),
    values: FILLED,
    errors: input.errors ?? {},
    countries: [{ code: 'GB', name: 'United Kingdom (UK)' }],
    payment: {
      field: 'payment_method',
      options: [{ id: 'cod', title: 'Cash on delivery', description: 'Pay with cash.' }],
      chosen: 'cod',
    },
  };
  render(
    <MachinesContext.Provider value={{ ...liveMachines, checkoutForm: run(liveMachines.checkoutForm) }}>
      <BillingForm checkout={checkout} />
      <div id="a11y-speak-polite" data-testid="polite" aria-live="polite" />
      <div id="a11y-speak-assertive" data-testid="assertive" aria-live="assertive" />
    </MachinesContext.Provider>,
  );
  // What the rules say the page shows, kept as the path goes.
  return {
    server,
    typed: { ...FILLED },
    errors: { ...(input.errors ?? {}) } as Errors,
    message: undefined as string | undefined,
    said: [] as string[],
  };
}
type UI = Awaited<ReturnType<typeof start>>;

const form = () => document.querySelector('form.checkout') as HTMLFormElement;
const summary = () => document.querySelector<HTMLElement>('.checkout-errors');
const placeButton = () => screen.getByRole('button', { name: /Place order|Placing order…/ });
const said = () => [...screen.getByTestId('assertive').children].map((line) => line.textContent);

/** Each refused field carries its message, and the summary lists them (linking to each) or says why. */
function showsRefusal(ui: UI) {
  for (const name of Object.keys(FILLED)) {
    const field = document.getElementById(name) as HTMLElement;
    expect(field.getAttribute('aria-invalid')).toBe(ui.errors[name] ? 'true' : null);
    expect(document.getElementById(`${name}-error`)?.textContent).toBe(ui.errors[name]);
  }
  if (Object.keys(ui.errors).length === 0 && !ui.message) {
    expect(summary()).toBeNull();
    return;
  }
  expect(summary()?.querySelector('h2')?.textContent).toBe('There is a problem');
  if (ui.message) expect(summary()?.querySelector('p')?.textContent).toBe(ui.message);
  const links = [...(summary()?.querySelectorAll('a') ?? [])].map((a) => [a.getAttribute('href'), a.textContent]);
  expect(links).toEqual(ui.message ? [] : Object.entries(ui.errors).map(([name, text]) => [`#${name}`, text]));
}

/** Not busy: the order can be placed (again). */
function editable(ui: UI) {
  expect(form().getAttribute('aria-busy')).toBeNull();
  expect(placeButton().textContent).toBe('Place order');
  expect(placeButton().getAttribute('aria-disabled')).toBeNull();
  expect(said()).toEqual(ui.said);
  expect(goTo).not.toHaveBeenCalled();
}

/**
 * Placing the order sends the form's fields to the JSON checkout, once, and the form is
 * busy meanwhile (a second press sends nothing more). A refusal shows the refused fields'
 * messages beside them and in the summary above the form, which links to each, or says
 * why no order was placed; either way it is said (assertively) and focused. Errors the
 * page came with are an alert until the form is sent again. A placed order goes to its
 * purchase summary.
 */
export default pathDriver(checkoutFormMachine, {
  start,
  events: {
    SUBMIT: async (ui, event) => {
      for (const [name, value] of Object.entries(event.form as Errors)) {
        fireEvent.change(document.getElementById(name) as HTMLInputElement, { target: { value } });
        ui.typed[name as keyof typeof FILLED] = value;
      }
      const before = ui.server.calls.length;
      fireEvent.click(placeButton());
      await ui.server.made(before + 1);
    },
    'xstate.done.actor.placeOrder': async (ui, event) => {
      ui.server.answer({ order_id: 1, payment_result: { redirect_url: event.output } });
      await vi.waitFor(() => expect(goTo).toHaveBeenCalled());
    },
    'xstate.error.actor.placeOrder': async (ui, event) => {
      const error = event.error as { code: string; message: string; data?: { status: number; params: Errors } };
      if (error.code === 'fetch_error') ui.server.fail();
      else ui.server.answer(error, error.data?.status);
      // The refused fields by their inputs' names; the message only when no field is at fault.
      const params = error.data?.params ?? {};
      ui.errors = Object.fromEntries(
        Object.entries(params).map(([key, text]) => [key.replace('billing_address.', 'billing_'), text]),
      );
      ui.message = Object.keys(ui.errors).length > 0 ? undefined : error.message;
      ui.said.push(ui.message ?? ['There is a problem.', ...Object.values(ui.errors)].join(' '));
      await vi.waitFor(() => expect(form().getAttribute('aria-busy')).toBeNull());
    },
  },
  states: {
    // The page as it came: its errors, if any, are an alert.
    'editing.filling': (ui) => {
      editable(ui);
      showsRefusal(ui);
      expect(summary()?.getAttribute('role') ?? null).toBe(summary() ? 'alert' : null);
      expect(ui.server.calls).toEqual([]);
    },
    'editing.refused': (ui) => {
      editable(ui);
      showsRefusal(ui);
      // Said already: an alert would say it twice.
      expect(summary()?.getAttribute('role')).toBeNull();
      expect(document.activeElement).toBe(summary());
    },
    placing: (ui) => {
      expect(form().getAttribute('aria-busy')).toBe('true');
      expect(placeButton().textContent).toBe('Placing order…');
      expect(placeButton().getAttribute('aria-disabled')).toBe('true');
      const { typed } = ui;
      const { headers, ...call } = ui.server.calls.at(-1) ?? { headers: {} as Record<string, string> };
      expect(headers['Content-Type']).toBe('application/json');
      expect(call).toEqual({
        method: 'POST',
        url: '/api/statefront/v1/checkout?_locale=user',
        body: {
          billing_address: {
            name: typed.billing_name,
            email: typed.billing_email,
            phone: typed.billing_phone,
            address_1: typed.billing_address_1,
            address_2: typed.billing_address_2,
            city: typed.billing_city,
            postcode: typed.billing_postcode,
            country: typed.billing_country,
          },
          // The radio group's choice goes with the order.
          payment_method: 'cod',
          extensions: {},
        },
      });
      // A second press while the order is on its way sends nothing more.
      const sent = ui.server.calls.length;
      fireEvent.click(placeButton());
      expect(ui.server.calls).toHaveLength(sent);
    },
    placed: (ui, event) => {
      expect(vi.mocked(goTo).mock.calls).toEqual([[event.output]]);
      expect(said()).toEqual(ui.said);
    },
  },
  moves: [
    ['editing.filling', { type: 'SUBMIT', form: { billing_name: 'Ada Lovelace', billing_postcode: '???' } }, 'placing'],
    ['editing.refused', { type: 'SUBMIT', form: { billing_name: 'Ada Lovelace', billing_postcode: '???' } }, 'placing'],
    ['placing', { type: 'xstate.done.actor.placeOrder', output: '/checkout/order-received/1/?key=order_x' }, 'placed'],
    [
      'placing',
      {
        type: 'xstate.error.actor.placeOrder',
        error: {
          code: 'rest_invalid_param',
          message: 'Invalid parameter(s): billing_address',
          data: { status: 400, params: { 'billing_address.postcode': 'Please enter a valid postcode or ZIP.' } },
        },
      },
      'editing.refused',
    ],
    [
      'placing',
      { type: 'xstate.error.actor.placeOrder', error: { code: 'fetch_error', message: 'You are probably offline.' } },
      'editing.refused',
    ],
  ],
});
