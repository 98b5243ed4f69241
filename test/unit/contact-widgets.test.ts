import { describe, expect, it } from 'vitest';
import { CONTACT_FIELDS, CONTACT_MESSAGES, contactRefusal } from '../../domain/contact';
import { formErrors } from '../../domain/fields';
import { parseForm } from '../../server/accounts/forms';
import { widgetTypes } from '../../server/content/registry';

const problems = (type: keyof typeof widgetTypes, settings: unknown) => {
  const result = widgetTypes[type].settings.safeParse(settings);
  return result.success ? [] : result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
};

describe('contact widgets', () => {
  it('the contact form says "Send message" unless told otherwise, and refuses settings it does not have', () => {
    expect(widgetTypes['contact-form'].settings.parse({})).toEqual({ submitLabel: 'Send message' });
    expect(problems('contact-form', { heading: '' })).toEqual(['heading: must not be empty']);
    expect(problems('contact-form', { recipient: 'me@example.com' })).toEqual([': Unrecognized key: "recipient"']);
    expect(problems('contact-form', { submitLabel: 'x'.repeat(41) })).toHaveLength(1);
  });

  it("checks the contact form with the account forms' rules, the same in the browser and on the server", () => {
    const values = { name: 'Ada', email: 'ada@localhost', phone: '12', message: '' };
    const browser = formErrors(CONTACT_FIELDS, values);
    const server = parseForm(CONTACT_FIELDS, values);
    expect(browser).toEqual({
      email: 'Please enter a valid email address.',
      phone: 'Please enter a valid phone number: 6 to 15 digits, optionally starting with +.',
      message: 'Message is required.',
    });
    expect(server.ok ? {} : server.errors).toEqual(browser);
    // The phone is optional; given, it is checked as the registration form checks it.
    expect(formErrors(CONTACT_FIELDS, { ...values, email: 'ada@example.com', phone: '', message: 'Hi' })).toEqual({});
    expect(
      formErrors(CONTACT_FIELDS, { ...values, email: 'a@b.co', phone: '+44 (20) 7946-0958', message: 'Hi' }),
    ).toEqual({});
    expect(formErrors(CONTACT_FIELDS, { ...values, email: 'a@b.co', message: 'x'.repeat(4001) })).toMatchObject({
      message: 'Please keep your message to 4000 characters or fewer.',
    });
  });

  it('share buttons need the title they share under, and nothing else', () => {
    expect(problems('share-buttons', {})).toEqual(['title: Invalid input: expected string, received undefined']);
    expect(problems('share-buttons', { title: 'Our journal', network: 'myspace' })).toEqual([
      ': Unrecognized key: "network"',
    ]);
  });

  it('contact buttons take a real e-mail address and phone number, and at most a week of opening hours', () => {
    const view = widgetTypes['contact-buttons'].resolve(
      widgetTypes['contact-buttons'].settings.parse({ email: 'help@shop.example', phone: '+44 (20) 7946-0958' }),
      {} as never,
    );
    expect(view).toEqual({
      label: 'Contact us',
      email: { address: 'help@shop.example', href: 'mailto:help@shop.example' },
      phone: { display: '+44 (20) 7946-0958', href: 'tel:+442079460958' },
      hours: [],
    });
    expect(problems('contact-buttons', { email: 'help@localhost' })).toEqual(['email: must be an e-mail address']);
    expect(problems('contact-buttons', { phone: 'call us' })).toEqual(['phone: must be a phone number']);
    const day = { days: 'Monday', time: '9 to 5' };
    expect(problems('contact-buttons', { hours: Array(8).fill(day) })).toHaveLength(1);
    expect(problems('contact-buttons', { page: { label: 'Write', href: 'javascript:alert(1)' } })).toHaveLength(1);
  });

  it("reads a failed send as the server's field errors, or one message", () => {
    const refused = {
      code: 'rest_invalid_param',
      message: 'Invalid parameter(s): phone',
      data: { params: { phone: 'Bad.', evil: 'x' } },
    };
    expect(contactRefusal(refused)).toEqual({ errors: { phone: 'Bad.' } });
    expect(contactRefusal(new Error('You are probably offline.'))).toEqual({
      errors: {},
      message: 'You are probably offline.',
    });
    expect(contactRefusal(null)).toEqual({ errors: {}, message: CONTACT_MESSAGES.failed });
  });
});
