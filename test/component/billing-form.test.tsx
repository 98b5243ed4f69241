import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { fromPromise } from 'xstate';
import { liveMachines } from '../../src/live/machines';
import { BillingForm } from '../../ui/checkout/BillingForm';
import type { CheckoutView } from '../../ui/checkout/types';
import { MachinesContext } from '../../ui/machines-context';

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
  values: {
    billing_name: 'Grace Hopper',
    billing_email: 'grace@example.com',
    billing_phone: '',
    billing_address_1: '1 Compiler Way',
    billing_address_2: '',
    billing_city: 'Arlington',
    billing_postcode: '???',
    billing_country: 'US',
  },
  errors: {},
  countries: [{ code: 'US', name: 'United States (US)' }],
  payment: {
    field: 'payment_method',
    options: [{ id: 'cod', title: 'Cash on delivery', description: 'Pay with cash.' }],
    chosen: 'cod',
  },
};

/** The live checkout form, whose order placement the server refuses with `error` (a REST error body). */
function renderRefusing(error: unknown, view: CheckoutView = checkout) {
  const checkoutForm = liveMachines.checkoutForm.provide({
    actors: { placeOrder: fromPromise(() => Promise.reject(error)) },
  });
  render(
    <MachinesContext.Provider value={{ ...liveMachines, checkoutForm }}>
      <BillingForm checkout={view} />
      <div id="a11y-speak-assertive" data-testid="assertive" aria-live="assertive" />
    </MachinesContext.Provider>,
  );
}

const placeOrder = () => fireEvent.click(screen.getByRole('button', { name: 'Place order' }));

const summary = () => document.querySelector<HTMLElement>('.checkout-errors');

describe('the checkout form when the order is refused', () => {
  it('shows a refused field in place and in the summary, says it and moves focus to the summary', async () => {
    renderRefusing({
      code: 'rest_invalid_param',
      message: 'Invalid parameter(s): billing_address',
      data: { status: 400, params: { 'billing_address.postcode': 'Please enter a valid postcode or ZIP.' } },
    });
    expect(summary()).toBeNull();
    placeOrder();
    await waitFor(() => expect(document.activeElement).toBe(summary()));
    expect(screen.getByLabelText(/Postcode/).getAttribute('aria-invalid')).toBe('true');
    // The summary's link leads to the field.
    expect(screen.getByRole('link', { name: 'Please enter a valid postcode or ZIP.' }).getAttribute('href')).toBe(
      '#billing_postcode',
    );
    // Said through the live region rather than as an alert, so it is not read twice.
    expect(summary()?.getAttribute('role')).toBeNull();
    expect(screen.getByTestId('assertive').textContent).toBe(
      'There is a problem. Please enter a valid postcode or ZIP.',
    );
  });

  it('says why no order was placed and moves focus to the summary, which was not on show before', async () => {
    const stock = 'Sorry, “Mug” is out of stock, so no order was placed. Please remove it from your cart.';
    renderRefusing({ code: 'rest_out_of_stock', message: stock, data: { status: 409 } });
    expect(summary()).toBeNull();
    placeOrder();
    await waitFor(() => expect(document.activeElement).toBe(summary()));
    expect(summary()?.textContent).toBe(`There is a problem${stock}`);
    expect(screen.getByTestId('assertive').textContent).toBe(stock);
    expect(screen.getByRole('button', { name: 'Place order' }).getAttribute('aria-disabled')).toBeNull();
  });

  it('shows the errors the page came with as an alert until the form is sent again', async () => {
    renderRefusing(
      { code: 'fetch_error', message: 'You are probably offline.' },
      { ...checkout, errors: { billing_postcode: 'Please enter a valid postcode or ZIP.' } },
    );
    expect(summary()?.getAttribute('role')).toBe('alert');
    placeOrder();
    await waitFor(() => expect(summary()?.textContent).toBe('There is a problemYou are probably offline.'));
    expect(summary()?.getAttribute('role')).toBeNull();
  });
});

describe('the checkout form the server sent back with errors', () => {
  it('hydrates over the server markup as it is, keeping what the shopper typed before', async () => {
    const view: CheckoutView = { ...checkout, errors: { billing_postcode: 'Please enter a valid postcode or ZIP.' } };
    const page = (
      <MachinesContext.Provider value={liveMachines}>
        <BillingForm checkout={view} />
      </MachinesContext.Provider>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(page);
    document.body.append(container);
    const postcode = container.querySelector<HTMLInputElement>('#billing_postcode');
    if (!postcode) throw new Error('no postcode field in the server markup');
    postcode.value = '22201';
    const recoverable: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, page, { onRecoverableError: (error) => recoverable.push(error) });
    });
    expect(recoverable).toEqual([]);
    expect(container.querySelector('#billing_postcode')).toBe(postcode);
    expect(postcode.value).toBe('22201');
    expect(postcode.closest('.form-row')?.querySelector('.field-error')?.textContent).toBe(
      'Please enter a valid postcode or ZIP.',
    );
    container.remove();
  });
});
