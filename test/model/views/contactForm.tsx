import { fireEvent, render, screen } from '@testing-library/react';
import { expect, vi } from 'vitest';
import { contactFormMachine } from '../../../machines/contactForm';
import { liveMachines } from '../../../src/live/machines';
import { ContactForm } from '../../../ui/contact/ContactForm';
import { MachinesContext } from '../../../ui/machines-context';
import { pathDriver, type RunMachine } from './driver';
import { startRestServer } from './rest-edge';

type Errors = Record<string, string>;
const FIELDS = ['name', 'email', 'phone', 'message'];
const THANKS = 'Thank you, your message was sent.';
const PHONE_REFUSED = { phone: 'Please enter a valid phone number.' };

/** The contact form's rules, as the shopper meets them, for the values the paths type. */
function errorsOf(values: Errors): Errors {
  const errors: Errors = {};
  if (!values.name) errors.name = 'Name is required.';
  if (!values.email) errors.email = 'Email address is required.';
  else if (values.email === 'not-an-email') errors.email = 'Please enter a valid email address.';
  if (!values.message) errors.message = 'Message is required.';
  return errors;
}

/** The contact page's form as the server rendered it (with its last post's errors, if any), hydrated. */
async function start(input: { values?: Errors; errors?: Errors }, run: RunMachine) {
  // Loaded with the first message in a browser; loaded here, they answer within a turn.
  await Promise.all([import('../../../services/contact'), import('../../../src/live/rest')]);
  const server = startRestServer();
  const values = { name: '', email: '', phone: '', message: '', ...input.values };
  const view = { action: '/contact/', nonce: 'n'.repeat(22), values, errors: input.errors ?? {}, submitLabel: 'Send' };
  render(
    <MachinesContext.Provider value={{ ...liveMachines, contactForm: run(liveMachines.contactForm) }}>
      <ContactForm id="contact" view={view} />
      <div id="a11y-speak-polite" data-testid="polite" aria-live="polite" />
      <div id="a11y-speak-assertive" data-testid="assertive" aria-live="assertive" />
    </MachinesContext.Provider>,
  );
  // What the rules say the page shows, kept as the path goes.
  return {
    server,
    values: { ...values } as Errors,
    errors: { ...(input.errors ?? {}) } as Errors,
    message: undefined as string | undefined,
    said: [] as string[],
    /** Messages sent to the server. */
    sent: 0,
  };
}
type UI = Awaited<ReturnType<typeof start>>;

const form = () => document.querySelector('.contact-form form');
const summary = () => document.querySelector<HTMLElement>('.contact-form__errors');
const field = (name: string) => document.getElementById(`contact-${name}`) as HTMLInputElement;
const said = () => [...screen.getByTestId('assertive').children].map((line) => line.textContent);

/** Each error beside its field and linked from the summary above the form, or the summary's one message. */
function showsProblems(ui: UI) {
  expect(form()?.getAttribute('aria-busy')).toBeNull();
  expect(screen.getByRole('button', { name: 'Send' })).not.toBeNull();
  for (const name of FIELDS) {
    expect(field(name).getAttribute('aria-invalid')).toBe(ui.errors[name] ? 'true' : null);
    expect(document.getElementById(`contact-${name}-error`)?.textContent).toBe(ui.errors[name]);
  }
  expect(said()).toEqual(ui.said);
  expect(ui.server.calls).toHaveLength(ui.sent);
  if (Object.keys(ui.errors).length === 0 && !ui.message) {
    expect(summary()).toBeNull();
    return;
  }
  expect(summary()?.querySelector('h3')?.textContent).toBe('There is a problem with your message');
  const links = [...(summary()?.querySelectorAll('a') ?? [])].map((a) => [a.getAttribute('href'), a.textContent]);
  expect(links).toEqual(ui.message ? [] : Object.entries(ui.errors).map(([name, text]) => [`#contact-${name}`, text]));
  if (ui.message) expect(summary()?.querySelector('p')?.textContent).toBe(ui.message);
}

/** A refusal, the browser's check's or the server's: shown, said (assertively) and the summary focused. */
function refused(ui: UI, errors: Errors, message?: string) {
  ui.errors = errors;
  ui.message = message;
  ui.said.push(message ?? Object.values(errors).join(' '));
}

/**
 * Sending checks every field with the server's rules first: problems show at the fields
 * and in the summary above the form, which links to each, is said and takes focus; a
 * field showing an error is checked again as it is typed. A form that passes is sent,
 * once, as JSON; the form is busy meanwhile. The server's refusals show the same way; its
 * thanks replaces the form, said and focused. Errors the page came with are an alert.
 */
export default pathDriver(contactFormMachine, {
  start,
  events: {
    CHANGE: (ui, event) => {
      const name = event.name as string;
      const value = event.value as string;
      ui.values[name] = value;
      // Typed again over the same value: the field is emptied first, as selecting it all and typing does.
      if (field(name).value === value) fireEvent.change(field(name), { target: { value: '' } });
      fireEvent.change(field(name), { target: { value } });
      if (name in ui.errors) {
        const { [name]: _old, ...rest } = ui.errors;
        const now = errorsOf(ui.values)[name];
        ui.errors = now ? { ...rest, [name]: now } : rest;
      }
    },
    SUBMIT: async (ui) => {
      const before = ui.server.calls.length;
      fireEvent.click(screen.getByRole('button', { name: 'Send' }));
      const errors = errorsOf(ui.values);
      if (Object.keys(errors).length > 0) refused(ui, errors);
      else {
        ui.sent += 1;
        await ui.server.made(before + 1);
      }
    },
    'xstate.done.actor.send': async (ui, event) => {
      ui.server.answer({ message: event.output });
      ui.said.push(event.output as string);
      await vi.waitFor(() => expect(form()).toBeNull());
    },
    'xstate.error.actor.send': async (ui, event) => {
      const { params } = (event.error as { data: { params: Errors } }).data;
      ui.server.answer(
        { code: 'rest_invalid_param', message: 'Invalid parameter(s): phone', data: { status: 400, params } },
        400,
      );
      refused(ui, params);
      await vi.waitFor(() => expect(form()?.getAttribute('aria-busy')).toBeNull());
    },
  },
  states: {
    // The page as it came: its errors, if any, are an alert; nothing is sent or said.
    'editing.filling': (ui) => {
      showsProblems(ui);
      expect(summary()?.getAttribute('role') ?? null).toBe(summary() ? 'alert' : null);
      expect(ui.server.calls).toEqual([]);
    },
    'editing.refused': (ui, event) => {
      showsProblems(ui);
      // Said already: an alert would say it twice.
      expect(summary()?.getAttribute('role') ?? null).toBeNull();
      if (event.type !== 'CHANGE') expect(document.activeElement).toBe(summary());
    },
    sending: (ui) => {
      expect(form()?.getAttribute('aria-busy')).toBe('true');
      expect(screen.getByRole('button', { name: 'Sending…' })).not.toBeNull();
      expect(ui.server.calls).toHaveLength(ui.sent);
      const { headers: _h, ...call } = ui.server.calls.at(-1) ?? { headers: {} };
      const { name, email, phone, message } = ui.values;
      expect(call).toEqual({
        method: 'POST',
        url: '/api/statefront/v1/contact?_locale=user',
        body: { name, email, phone, message },
      });
    },
    sent: (ui, event) => {
      expect(form()).toBeNull();
      const thanks = document.querySelector('.contact-form__thanks');
      expect(thanks?.textContent).toBe(event.output);
      expect(document.activeElement).toBe(thanks);
      expect(said()).toEqual(ui.said);
      expect(ui.server.calls).toHaveLength(ui.sent);
    },
  },
  moves: [
    ...['editing.filling', 'editing.refused'].flatMap((from) => [
      [from, { type: 'CHANGE', name: 'name', value: 'Ada' }, from],
      [from, { type: 'CHANGE', name: 'email', value: 'ada@example.com' }, from],
      [from, { type: 'CHANGE', name: 'message', value: 'Do you ship to Norway?' }, from],
      [from, { type: 'SUBMIT' }, 'editing.refused'],
      [from, { type: 'SUBMIT' }, 'sending'],
    ]),
    ['sending', { type: 'xstate.done.actor.send', output: THANKS }, 'sent'],
    ['sending', { type: 'xstate.error.actor.send', error: { data: { params: PHONE_REFUSED } } }, 'editing.refused'],
  ] as [string, { type: string }, string][],
});
