import type { Page, Request } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { registerInBrowser } from '../support/account';
import { setUpBrowserShop } from '../support/browser';
import { announced, recordAnnouncements } from '../support/page';

const ME = '**/api/statefront/v1/users/me*';
const NONCE_ROUTE = '**/api/statefront/v1/nonce*';

describe("'coming soon' footer banner and the REST client, in the browser", () => {
  const env = setUpBrowserShop({ comingSoon: true });
  let page: Page;
  let shoppers = 0;
  /** Every REST request the page made, with the server's status. */
  let rest: { request: Request; status: number }[];

  beforeEach(async () => {
    page = await env.newPage();
    await recordAnnouncements(page.context());
    rest = [];
    // Recorded as the answer arrives, before the page's code reads it.
    page.on('response', (response) => {
      if (response.url().includes('/api/')) rest.push({ request: response.request(), status: response.status() });
    });
    page.on('requestfailed', (request) => {
      if (request.url().includes('/api/')) rest.push({ request, status: 0 });
    });
    await registerInBrowser(page, env.shop.url, `banner-${++shoppers}@example.com`);
  });

  const banner = () => page.getByRole('region', { name: 'Coming soon' });
  const dismiss = () => banner().getByRole('button', { name: 'Dismiss' });
  const calls = (path: string) => rest.filter((r) => new URL(r.request.url()).pathname === path);

  async function openShop() {
    await page.goto(`${env.shop.url}/shop/`);
    await dismiss().waitFor();
  }

  it('is not shown to a guest', async () => {
    const guest = await env.newPage();
    await guest.goto(`${env.shop.url}/shop/`);
    expect(await guest.locator('.coming-soon-banner').count()).toBe(0);
    await guest.close();
  });

  it('sends the dismiss request with the nonce header and the meta body, hides, and stays hidden', async () => {
    await openShop();
    await dismiss().click();
    await banner().waitFor({ state: 'detached' });

    const [call] = calls('/api/statefront/v1/users/me');
    expect(call?.status).toBe(200);
    const url = new URL(call!.request.url());
    expect(url.searchParams.get('_locale')).toBe('user');
    expect(call!.request.method()).toBe('POST');
    const headers = await call!.request.allHeaders();
    expect(headers['x-statefront-nonce']).toMatch(/^[\w-]{22}$/);
    expect(call!.request.postDataJSON()).toEqual({ statefront_meta: { coming_soon_banner_dismissed: 'yes' } });

    await page.reload();
    await page.locator('.site-footer').waitFor();
    expect(await page.locator('.coming-soon-banner').count()).toBe(0);
  });

  it('hides after the request fails, and shows again on the next page since nothing was stored', async () => {
    await openShop();
    await page.route(ME, (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({ code: 'rest_internal_error', message: 'Boom.', data: { status: 500 } }),
      }),
    );
    await dismiss().click();
    await banner().waitFor({ state: 'detached' });
    expect(calls('/api/statefront/v1/users/me').map((s) => s.status)).toEqual([500]);
    // The shopper is told it will be back, with the server's reason.
    const message = 'Hiding the banner could not be saved. Boom.';
    await expect.poll(() => page.locator('.notices-wrapper .notice').allTextContents()).toEqual([message]);
    await expect.poll(() => announced(page)).toContain(`a11y-speak-assertive:${message}`);

    await page.unroute(ME);
    await page.reload();
    await dismiss().waitFor();
  });

  it('hides after a network failure too', async () => {
    await openShop();
    await page.route(ME, (route) => route.abort('internetdisconnected'));
    await dismiss().click();
    await banner().waitFor({ state: 'detached' });
    expect(calls('/api/statefront/v1/users/me').map((s) => s.status)).toEqual([0]);
    const message = 'Hiding the banner could not be saved. You are probably offline.';
    await expect.poll(() => page.locator('.notices-wrapper .notice').allTextContents()).toEqual([message]);
    await expect.poll(() => announced(page)).toContain(`a11y-speak-assertive:${message}`);
  });

  it.each([
    ['an empty answer', { status: 200, body: '' }],
    ['an answer that is not JSON', { status: 502, contentType: 'text/html', body: '<h1>Bad gateway</h1>' }],
  ])('says the answer was not understood when the dismissal gets %s', async (_what, answer) => {
    await openShop();
    await page.route(ME, (route) => route.fulfill(answer));
    await dismiss().click();
    await banner().waitFor({ state: 'detached' });
    const message = 'Hiding the banner could not be saved. The response is not a valid JSON response.';
    await expect.poll(() => page.locator('.notices-wrapper .notice').allTextContents()).toEqual([message]);
    await expect.poll(() => announced(page)).toContain(`a11y-speak-assertive:${message}`);
    // Focus, which was on the button now gone, is on the notice that says what happened.
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.closest('.notices-wrapper') != null))
      .toBe(true);
  });

  it('retries exactly once after the nonce expired, with a fresh nonce, and succeeds', async () => {
    await openShop();
    const pageNonce = await page.evaluate(
      () => JSON.parse(document.querySelector<HTMLMetaElement>('meta[name="statefront-config"]')!.content).nonce,
    );
    // The page's nonce reaches the end of its lifetime.
    await env.shop.db
      .updateTable('nonces')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .execute();

    await dismiss().click();
    await banner().waitFor({ state: 'detached' });

    const sends = calls('/api/statefront/v1/users/me');
    expect(sends.map((s) => s.status)).toEqual([403, 200]);
    expect(calls('/api/statefront/v1/nonce').map((s) => s.status)).toEqual([200]);
    const [first, retry] = await Promise.all(sends.map((s) => s.request.allHeaders()));
    expect(first?.['x-statefront-nonce']).toBe(pageNonce);
    expect(retry?.['x-statefront-nonce']).toMatch(/^[\w-]{22}$/);
    expect(retry?.['x-statefront-nonce']).not.toBe(pageNonce);

    await page.reload();
    await page.locator('.site-footer').waitFor();
    expect(await page.locator('.coming-soon-banner').count()).toBe(0);
  });

  it('never retries twice: when the retry is refused too, the banner hides and nothing was stored', async () => {
    await openShop();
    await env.shop.db
      .updateTable('nonces')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .execute();
    // The nonce route hands out a nonce the server does not know.
    await page.route(NONCE_ROUTE, (route) =>
      route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ nonce: 'X'.repeat(22) }) }),
    );
    await dismiss().click();
    await banner().waitFor({ state: 'detached' });

    expect(calls('/api/statefront/v1/users/me').map((s) => s.status)).toEqual([403, 403]);
    await page.unroute(NONCE_ROUTE);
    await page.reload();
    await dismiss().waitFor();
  });
});
