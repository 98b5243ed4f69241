import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { liveMachines } from '../../src/live/machines';
import { RegisterForm } from '../../ui/account/AccountForms';
import type { AccountFormView } from '../../ui/account/types';
import { MachinesContext } from '../../ui/machines-context';

const view: AccountFormView = { action: '/my-account/register', nonce: 'n'.repeat(22), values: {}, errors: {} };

function renderForm(formView = view) {
  const announced: string[] = [];
  const machines = {
    ...liveMachines,
    formValidation: liveMachines.formValidation.provide({
      actions: { announce: (_, { text }) => announced.push(text) },
    }),
  };
  render(
    <MachinesContext.Provider value={machines}>
      <RegisterForm view={formView} />
    </MachinesContext.Provider>,
  );
  return announced;
}

const field = (label: RegExp) => screen.getByLabelText(label, { selector: 'input' }) as HTMLInputElement;
const errorOf = (input: HTMLInputElement) =>
  (input.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id))
    .find((el) => el?.classList.contains('field-error'))?.textContent;

describe('register form checks in the browser', () => {
  let submit: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    submit = vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(() => {});
  });
  afterEach(() => submit.mockRestore());

  it('refuses to post a form with problems: errors beside the fields, announced, focus on the first', () => {
    const announced = renderForm();
    fireEvent.change(field(/Email address/), { target: { value: 'not-an-email' } });
    fireEvent.change(field(/Phone/), { target: { value: '12-34' } });
    fireEvent.click(screen.getByRole('button', { name: 'Register' }));

    expect(submit).not.toHaveBeenCalled();
    expect(field(/Name/).getAttribute('aria-invalid')).toBe('true');
    expect(errorOf(field(/Name/))).toBe('Name is required.');
    expect(errorOf(field(/Email address/))).toBe('Please enter a valid email address.');
    expect(errorOf(field(/Phone/))).toMatch(/^Please enter a valid phone number/);
    expect(errorOf(field(/^Password/))).toBe('Password is required.');
    expect(announced.at(-1)).toContain('Name is required.');
    expect(announced.at(-1)).toContain('Please enter a valid email address.');
    expect(document.activeElement).toBe(field(/Name/));
  });

  it('checks a field showing an error again as the shopper types, clearing it once fixed', () => {
    renderForm();
    const phone = field(/Phone/);
    fireEvent.change(phone, { target: { value: '+12 34' } });
    fireEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect(errorOf(phone)).toMatch(/^Please enter a valid phone number/);
    // The help stays described alongside the error.
    expect(phone.getAttribute('aria-describedby')).toContain('register-phone-help');

    fireEvent.change(phone, { target: { value: '+12 34 5' } });
    expect(errorOf(phone)).toMatch(/^Please enter a valid phone number/);
    fireEvent.change(phone, { target: { value: '+12 34 56' } });
    expect(errorOf(phone)).toBeUndefined();
    expect(phone.hasAttribute('aria-invalid')).toBe(false);
  });

  it('shows nothing while the shopper moves between fields, before they submit', () => {
    const announced = renderForm();
    fireEvent.change(field(/Email address/), { target: { value: 'half-typed' } });
    fireEvent.blur(field(/Email address/));
    expect(errorOf(field(/Email address/))).toBeUndefined();
    expect(announced).toEqual([]);
  });

  it('posts a form that passes every rule', () => {
    renderForm();
    fireEvent.change(field(/Name/), { target: { value: 'Ada' } });
    fireEvent.change(field(/Email address/), { target: { value: 'ada@example.com' } });
    fireEvent.change(field(/^Password/), { target: { value: 'analytical engine' } });
    fireEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect(submit).toHaveBeenCalledTimes(1);
  });

  it("shows the server's errors beside the fields it returned with", () => {
    renderForm({
      ...view,
      values: { email: 'taken@example.com' },
      errors: { email: 'An account is already registered with that email address. Please log in.' },
    });
    expect(field(/Email address/).value).toBe('taken@example.com');
    expect(errorOf(field(/Email address/))).toMatch(/already registered/);
  });
});
