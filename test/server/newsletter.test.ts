import { expect, it } from 'vitest';
import { parsePage, Shopper, textOf } from '../support/app';
import { describeOnDatabases } from '../support/databases';
import { useTestShop } from '../support/server';

const URL = '/newsletter/';
const THANKS = 'Thank you for signing up. This is a demo shop, so no emails will be sent.';
const JSON_ACCEPT = { accept: 'application/json', 'content-type': 'application/x-www-form-urlencoded' };

/**
 * The newsletter sign-up: a form that works without JavaScript (post, redirect, a thank-you
 * notice; the page again with the error), the popup's JSON answers, one row per address in
 * the database, and at most 10 sign-ups an hour from one address.
 */
describeOnDatabases('newsletter sign-up', (database) => {
  const shop = useTestShop(database);

  const subscribers = async () =>
    (await shop.db.selectFrom('newsletter_signups').select(['email', 'source']).orderBy('email').execute()).map(
      (r) => `${r.email} (${r.source})`,
    );
  const popupSignUp = (email: string, ip = '203.0.113.20') =>
    shop.app.inject({
      method: 'POST',
      url: URL,
      remoteAddress: ip,
      headers: JSON_ACCEPT,
      payload: new URLSearchParams({ email, source: 'popup' }).toString(),
    });

  it('shows its page with the form, which posts to itself', async () => {
    const response = await shop.app.inject({ url: URL });
    expect(response.statusCode).toBe(200);
    const form = parsePage(response.body).querySelector('form.newsletter-form');
    expect(form?.getAttribute('method')).toBe('post');
    expect(form?.getAttribute('action')).toBe(URL);
    expect(form?.querySelector('input[type="email"][name="email"][required]')).not.toBeNull();
  });

  it('signs up without JavaScript: stored once, lower-cased, then back on the page with the thank-you', async () => {
    const shopper = new Shopper(shop.app, '203.0.113.10');
    const posted = await shopper.postForm(URL, { email: '  Grace@Example.COM ', source: 'page' });
    expect(posted.statusCode).toBe(303);
    expect(posted.headers.location).toBe(URL);
    const page = parsePage((await shopper.get(URL)).body);
    expect(textOf(page.querySelector('.notices-wrapper .notice--success'))).toBe(THANKS);
    // Again: the same answer, still one row.
    expect((await shopper.postForm(URL, { email: 'grace@example.com', source: 'page' })).statusCode).toBe(303);
    expect(await subscribers()).toContain('grace@example.com (page)');
    expect((await subscribers()).filter((s) => s.startsWith('grace@'))).toHaveLength(1);
  });

  it('gives the page back with the error beside the field and the address kept, storing nothing', async () => {
    const before = await subscribers();
    const shopper = new Shopper(shop.app, '203.0.113.11');
    const response = await shopper.postForm(URL, { email: 'grace@localhost', source: 'page' });
    expect(response.statusCode).toBe(422);
    const page = parsePage(response.body);
    const input = page.querySelector('#newsletter-email');
    expect(input?.getAttribute('value')).toBe('grace@localhost');
    expect(input?.getAttribute('aria-invalid')).toBe('true');
    expect(textOf(page.getElementById(input?.getAttribute('aria-describedby') ?? ''))).toBe(
      'Please enter a valid email address.',
    );
    expect((await shopper.postForm(URL, { source: 'page' })).body).toContain('Email address is required.');
    expect(await subscribers()).toEqual(before);
  });

  it('answers the popup in JSON with the same words, and the same rules', async () => {
    const ok = await popupSignUp('ada@example.com');
    expect([ok.statusCode, ok.json()]).toEqual([200, { message: THANKS }]);
    const bad = await popupSignUp('not an address');
    expect([bad.statusCode, bad.json()]).toEqual([
      422,
      { message: 'Please enter a valid email address.', field: 'email' },
    ]);
    expect(await subscribers()).toContain('ada@example.com (popup)');
  });

  it('accepts at most 10 sign-ups an hour from one address, however many arrive at once', async () => {
    const ip = '198.51.100.30';
    const responses = await Promise.all(Array.from({ length: 12 }, (_, i) => popupSignUp(`burst${i}@example.com`, ip)));
    const statuses = responses.map((r) => r.statusCode).sort();
    expect(statuses).toEqual([...Array(10).fill(200), 429, 429]);
    const refused = responses.find((r) => r.statusCode === 429)!;
    expect(refused.json()).toEqual({
      message: 'Too many sign-ups came from your network. Please try again in an hour.',
    });
    expect(refused.headers['retry-after']).toBe('3600');
    expect((await subscribers()).filter((s) => s.startsWith('burst'))).toHaveLength(10);
    // Without JavaScript the refusal is a notice on the page, the address kept.
    const page = await new Shopper(shop.app, ip).postForm(URL, { email: 'late@example.com', source: 'page' });
    expect(page.statusCode).toBe(429);
    expect(parsePage(page.body).querySelector('#newsletter-email')?.getAttribute('value')).toBe('late@example.com');
    // Another address is not held back.
    expect((await popupSignUp('neighbour@example.com', '198.51.100.31')).statusCode).toBe(200);
  });

  it('is linked from every page’s footer', async () => {
    const page = parsePage((await shop.app.inject({ url: '/cart/' })).body);
    expect(page.querySelector('footer a[href="/newsletter/"]')?.textContent).toBe('Newsletter');
  });

  it('refuses a sign-up posted from another site', async () => {
    const response = await shop.app.inject({
      method: 'POST',
      url: URL,
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'sec-fetch-site': 'cross-site' },
      payload: 'email=victim%40example.com',
    });
    expect(response.statusCode).toBe(403);
    expect(await subscribers()).not.toContain('victim@example.com (page)');
  });
});
