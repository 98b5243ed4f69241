import { fireEvent, render, screen } from '@testing-library/react';
import { expect, vi } from 'vitest';
import { newsletterSignupMachine } from '../../../machines/newsletterSignup';
import { liveMachines } from '../../../src/live/machines';
import { liveNewsletterSignup } from '../../../src/live/newsletterSignup';
import { MachinesContext } from '../../../ui/machines-context';
import { NewsletterSignup } from '../../../ui/newsletter/NewsletterSignup';
import { pathDriver, type RunMachine } from './driver';

type Call = { url: string; body: URLSearchParams; answer: () => void };
const INVALID = 'Please enter a valid email address.';
const OFFLINE = 'You are probably offline.';
const THANKS = 'Thank you for signing up.';

/** The popup's sign-up, its posts going to a fetch double that answers when the path says. */
function start(_input: unknown, run: RunMachine) {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    (url: string, init: RequestInit) =>
      new Promise<Response>((resolve, reject) => {
        const body = new URLSearchParams(String(init.body));
        calls.push({ url, body, answer: () => (next.ok ? resolve(Response.json({ message: THANKS })) : reject()) });
      }),
  );
  const next = { ok: true };
  render(
    <MachinesContext.Provider value={{ ...liveMachines, newsletterSignup: run(liveNewsletterSignup) }}>
      <NewsletterSignup />
      <div id="a11y-speak-polite" data-testid="polite" aria-live="polite" />
      <div id="a11y-speak-assertive" data-testid="assertive" aria-live="assertive" />
    </MachinesContext.Provider>,
  );
  // What the rules say the field's error is, and how many sign-ups were sent, kept as the path goes.
  return { calls, next, typed: '', error: null as string | null, sent: 0 };
}
type UI = ReturnType<typeof start>;

const field = () => screen.getByRole('textbox', { name: /Email address/ }) as HTMLInputElement;
const form = () => field().form as HTMLFormElement;
const lastSaid = (politeness: string) => screen.getByTestId(politeness).lastElementChild?.textContent;
const REQUIRED = 'Email address is required.';
const valid = (email: string) => /^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(email);
const errorOf = (email: string) => (email === '' ? REQUIRED : valid(email) ? null : INVALID);

const answer = async (ui: UI, ok: boolean) => {
  ui.next.ok = ok;
  ui.calls.at(-1)?.answer();
  await vi.waitFor(() => expect(document.querySelector('[aria-busy="true"]')).toBeNull());
};

/**
 * Submitting checks the address first; a bad one is refused beside the field, said, and
 * focus goes to the field, where the error is checked again as the shopper types. A good
 * one is posted once; the form is busy meanwhile. The thank-you takes the form's place,
 * is said and takes focus; a failure is refused like a bad address, with its message.
 */
export default pathDriver(newsletterSignupMachine, {
  start,
  events: {
    CHANGE: (ui, event) => {
      ui.typed = event.value as string;
      // Typed again over the same address: the field is emptied first, as selecting it all and typing does.
      if (field().value === ui.typed) fireEvent.change(field(), { target: { value: '' } });
      fireEvent.change(field(), { target: { value: ui.typed } });
      if (ui.error) ui.error = errorOf(ui.typed);
    },
    SUBMIT: async (ui) => {
      fireEvent.click(screen.getByRole('button', { name: 'Sign up' }));
      ui.error = errorOf(ui.typed);
      if (!ui.error) ui.sent += 1;
      // The post leaves once the answer's schema has loaded (it comes with the first sign-up).
      await vi.waitFor(() => expect(ui.calls).toHaveLength(ui.sent));
    },
    'xstate.done.actor.signUp': (ui) => answer(ui, true),
    'xstate.error.actor.signUp': async (ui) => {
      ui.error = OFFLINE;
      await answer(ui, false);
    },
  },
  states: {
    editing: (ui, event) => {
      expect(form().getAttribute('aria-busy')).toBeNull();
      expect(ui.calls).toHaveLength(ui.sent);
      expect(document.querySelector('.field-error')?.textContent ?? null).toBe(ui.error);
      expect(field().getAttribute('aria-invalid')).toBe(ui.error ? 'true' : null);
      if (event.type === 'SUBMIT' || event.type.startsWith('xstate.error')) {
        expect(lastSaid('assertive')).toBe(ui.error);
        expect(document.activeElement).toBe(field());
      }
    },
    sending: (ui) => {
      expect(form().getAttribute('aria-busy')).toBe('true');
      expect(screen.queryByRole('button', { name: 'Signing up…' })).not.toBeNull();
      expect(ui.calls).toHaveLength(ui.sent);
      const call = ui.calls.at(-1);
      expect(call?.url).toBe('/newsletter/');
      expect(call?.body.get('email')).toBe(ui.typed);
    },
    thanked: (ui) => {
      expect(screen.queryByRole('textbox')).toBeNull();
      const thanks = document.querySelector('.newsletter-signup__thanks');
      expect(thanks?.textContent).toBe(THANKS);
      expect(document.activeElement).toBe(thanks?.parentElement);
      expect(lastSaid('polite')).toBe(THANKS);
      expect(ui.calls).toHaveLength(ui.sent);
    },
  },
  moves: [
    ['editing', { type: 'CHANGE', value: 'shopper@localhost' }, 'editing'],
    ['editing', { type: 'CHANGE', value: 'shopper@example.com' }, 'editing'],
    ['editing', { type: 'SUBMIT' }, 'editing'],
    ['editing', { type: 'SUBMIT' }, 'sending'],
    ['sending', { type: 'xstate.done.actor.signUp', output: { message: THANKS } }, 'thanked'],
    ['sending', { type: 'xstate.error.actor.signUp', error: new Error(OFFLINE) }, 'editing'],
  ],
});
