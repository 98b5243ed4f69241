import { expect, it } from 'vitest';
import { seedContent } from '../../server/content/seed';
import { formNonce, parsePage, Shopper, textOf } from '../support/app';
import { describeOnDatabases } from '../support/databases';
import { useTestShop } from '../support/server';

const URL = '/contact/';
const API = '/api/statefront/v1/contact';
const THANKS = 'Thank you, your message was sent. We will answer within two working days.';
const GOOD = {
  name: 'Ada Lovelace',
  email: 'Ada@Example.com',
  phone: '+44 20 7946 0958',
  message: 'Do you ship to Norway?',
};

/**
 * The contact page and its form: without JavaScript (post, redirect, thanks; or the page
 * again with errors at the fields and the values kept), the REST route the hydrated form
 * uses, the nonce, the throttle of 5 messages an hour per address, and hostile input.
 */
describeOnDatabases('contact form', (database) => {
  const shop = useTestShop(database, { seed: [seedContent] });

  const stored = async () =>
    (
      await shop.db.selectFrom('contact_messages').select(['name', 'email', 'phone', 'message']).orderBy('id').execute()
    ).map((r) => `${r.name} <${r.email}> ${r.phone}: ${r.message}`);
  /** A visitor from an address of their own, on the contact page, with its form's nonce. */
  async function visitor(ip: string) {
    const shopper = new Shopper(shop.app, ip);
    const html = (await shopper.get(URL)).body;
    return { shopper, nonce: formNonce(html, URL), html };
  }
  async function restVisitor(ip: string) {
    const shopper = new Shopper(shop.app, ip);
    const nonce = (await shopper.request({ method: 'POST', url: '/api/statefront/v1/nonce' })).json().nonce as string;
    const send = (payload: unknown) =>
      shopper.request({
        method: 'POST',
        url: API,
        headers: { 'content-type': 'application/json', 'x-statefront-nonce': nonce },
        payload: JSON.stringify(payload),
      });
    return { shopper, send };
  }

  it('shows the contact page from content, with the form posting to itself', async () => {
    const { html } = await visitor('203.0.113.60');
    const page = parsePage(html);
    expect(textOf(page.querySelector('h1'))).toBe('Contact us');
    const form = page.querySelector(`form[action="${URL}"]`);
    expect(form?.getAttribute('method')).toBe('post');
    for (const name of ['name', 'email', 'phone', 'message'])
      expect(form?.querySelector(`[name="${name}"]`)).not.toBeNull();
    expect(form?.querySelector('[name="phone"]')?.hasAttribute('required')).toBe(false);
  });

  it('sends without JavaScript: stored, then back on the page with the thanks', async () => {
    const { shopper, nonce } = await visitor('203.0.113.61');
    const posted = await shopper.postForm(URL, { ...GOOD, _nonce: nonce });
    expect(posted.statusCode).toBe(303);
    expect(posted.headers.location).toBe(URL);
    const page = parsePage((await shopper.get(URL)).body);
    expect(textOf(page.querySelector('.notices-wrapper .notice--success'))).toBe(THANKS);
    expect(await stored()).toContain('Ada Lovelace <ada@example.com> +44 20 7946 0958: Do you ship to Norway?');
  });

  it('gives the page back with errors at the fields, a summary and the values kept, storing nothing', async () => {
    const before = await stored();
    const { shopper, nonce } = await visitor('203.0.113.62');
    const response = await shopper.postForm(URL, { ...GOOD, phone: '12ab', message: '', _nonce: nonce });
    expect(response.statusCode).toBe(422);
    const page = parsePage(response.body);
    const phone = page.querySelector('input[name="phone"]');
    expect(phone?.getAttribute('value')).toBe('12ab');
    expect(phone?.getAttribute('aria-invalid')).toBe('true');
    expect(textOf(page.getElementById(phone?.getAttribute('aria-describedby') ?? ''))).toBe(
      'Please enter a valid phone number: 6 to 15 digits, optionally starting with +.',
    );
    expect(page.querySelector('input[name="name"]')?.getAttribute('value')).toBe('Ada Lovelace');
    expect(textOf(page.querySelector('.contact-form__errors'))).toContain('Message is required.');
    expect(await stored()).toEqual(before);
  });

  it('refuses a post without the page nonce with a notice, keeping the values', async () => {
    const shopper = new Shopper(shop.app, '203.0.113.63');
    const response = await shopper.postForm(URL, { ...GOOD, _nonce: 'forged' });
    expect(response.statusCode).toBe(403);
    const page = parsePage(response.body);
    expect(textOf(page.querySelector('.notice--error'))).toContain('We could not verify your message');
    expect(page.querySelector('textarea[name="message"]')?.textContent).toBe(GOOD.message);
  });

  it("refuses another site's post before reading it", async () => {
    const { shopper, nonce } = await visitor('203.0.113.64');
    const response = await shopper.request({
      method: 'POST',
      url: URL,
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'sec-fetch-site': 'cross-site' },
      payload: new URLSearchParams({ ...GOOD, _nonce: nonce }).toString(),
    });
    expect(response.statusCode).toBe(403);
  });

  it('sends through the REST route with the same rules: errors by field, then 201 with the thanks', async () => {
    const { send } = await restVisitor('203.0.113.65');
    const bad = await send({ ...GOOD, phone: '12' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().data.params).toEqual({
      phone: 'Please enter a valid phone number: 6 to 15 digits, optionally starting with +.',
    });
    const good = await send({ ...GOOD, name: 'Grace' });
    expect(good.statusCode).toBe(201);
    expect(good.json()).toEqual({ message: THANKS });
    expect((await stored()).some((s) => s.startsWith('Grace <ada@example.com>'))).toBe(true);
  });

  it('answers hostile input with clear errors, never a 500', async () => {
    const { send } = await restVisitor('203.0.113.66');
    const huge = await send({ ...GOOD, message: 'x'.repeat(50_000) });
    expect(huge.statusCode).toBe(413);
    expect(huge.json()).toMatchObject({ code: expect.any(String), message: expect.any(String) });
    const long = await send({ ...GOOD, message: 'x'.repeat(4050) });
    expect(long.statusCode).toBe(400);
    expect(long.json().data.params.message).toBe('Please keep your message to 4000 characters or fewer.');
    const types = await send({ name: ['a'], email: 42, phone: null, message: { $gt: '' } });
    expect(types.statusCode).toBe(400);
    expect(Object.keys(types.json().data.params).sort()).toEqual(['email', 'message', 'name', 'phone']);
    const notObject = await send([1, 2]);
    expect(notObject.statusCode).toBe(400);
    const markup = await send({ ...GOOD, name: '<script>alert(1)</script>' });
    expect(markup.statusCode).toBe(201);
    // Stored as typed; the page's views escape it wherever it is shown.
    const { shopper, nonce } = await visitor('203.0.113.67');
    const page = await shopper.postForm(URL, {
      ...GOOD,
      name: '<img src=x onerror=alert(1)>',
      email: 'no',
      _nonce: nonce,
    });
    expect(page.statusCode).toBe(422);
    expect(page.body).not.toContain('<img src=x');
    expect(parsePage(page.body).querySelector('input[name="name"]')?.getAttribute('value')).toBe(
      '<img src=x onerror=alert(1)>',
    );
  });

  it('takes 5 messages an hour from one address, then 429 with Retry-After, on both routes', async () => {
    const { send } = await restVisitor('203.0.113.68');
    for (let i = 0; i < 5; i++) expect((await send(GOOD)).statusCode).toBe(201);
    const sixth = await send(GOOD);
    expect(sixth.statusCode).toBe(429);
    expect(sixth.headers['retry-after']).toBe('3600');
    expect(sixth.json().message).toBe('You have sent several messages in a short time. Please try again in an hour.');
    const { shopper, nonce } = await visitor('203.0.113.68');
    const page = await shopper.postForm(URL, { ...GOOD, _nonce: nonce });
    expect(page.statusCode).toBe(429);
    expect(textOf(parsePage(page.body).querySelector('.notice--error'))).toContain('several messages');
  });
});
