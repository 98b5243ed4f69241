import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { PopupConfig } from '../../domain/popupConditions';
import { registerInBrowser } from '../support/account';
import { setUpBrowserShop } from '../support/browser';
import { waitForHydration } from '../support/page';
import { startTestShop } from '../support/shop';
import { clicksReceivedBehind, tabStops, wheelScrolls } from './modal-support';

const DELAY_SECONDS = 2;
const popup: PopupConfig = {
  id: 'browser-test',
  heading: 'Get 10% off your first order',
  body: 'Join our newsletter.',
  triggers: { delaySeconds: DELAY_SECONDS },
  conditions: { fromPageView: 2, hideForLoggedIn: 'all' },
};

const env = setUpBrowserShop({ popup });
/** A page whose clock runs on its own and can be moved on at once, so no test sleeps through the delay. */
async function newPage(): Promise<Page> {
  const page = await env.newPage();
  await page.clock.install();
  return page;
}

const dialog = (page: Page) => page.getByRole('dialog', { name: 'Get 10% off your first order' });

/** A page view on which the popup has had its delay and more, hydrated. */
async function viewWithoutPopup(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await waitForHydration(page);
  await page.clock.runFor(DELAY_SECONDS * 1000 + 1000);
  // What the timers set off renders in tasks of its own: two message round trips let it.
  await page.evaluate(async () => {
    for (let i = 0; i < 2; i++) {
      await new Promise<void>((resolve) => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => resolve();
        channel.port2.postMessage(null);
      });
    }
  });
  expect(await dialog(page).count()).toBe(0);
}

/** The popup's own chunk (src/live/popup.tsx: its view, triggers and sign-up), each time the page requests it. */
function popupCodeRequests(page: Page): string[] {
  const requested: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script' && /\/popup-[\w-]+\.js$/.test(new URL(r.url()).pathname)) requested.push(r.url());
  });
  return requested;
}

const history = (page: Page) =>
  page.evaluate(() => JSON.parse(localStorage.getItem('statefront_popups') ?? '{}')['browser-test']);

describe('popup', () => {
  it('opens after its delay on the second page view as a modal dialog; Escape closes it and focus returns', async () => {
    const page = await newPage();
    await viewWithoutPopup(page, '/shop/');

    const requested = popupCodeRequests(page);
    await page.goto('/product-category/mugs/');
    await waitForHydration(page);
    const link = page.locator('main a').first();
    await link.focus();
    await dialog(page).waitFor();
    expect(await dialog(page).evaluate((d) => d.contains(document.activeElement))).toBe(true);
    expect(requested).toHaveLength(1);
    // Tab never reaches the page behind, which takes no click and does not scroll.
    expect(await tabStops(page, 5)).not.toContain('page');
    expect(await clicksReceivedBehind(page, page.locator('main a').last())).toBe(0);
    expect(await wheelScrolls(page)).toBe(0);
    expect(await dialog(page).isVisible()).toBe(true);

    await page.keyboard.press('Escape');
    await dialog(page).waitFor({ state: 'detached' });
    expect(await link.evaluate((el) => el === document.activeElement)).toBe(true);
    expect((await history(page)).impressions).toHaveLength(1);
    // Closed, the page scrolls again.
    await page.mouse.wheel(0, 400);
    await page.waitForFunction(() => window.scrollY > 0);
  });

  it("stays closed on later pages after 'Don't show this again'", async () => {
    const page = await newPage();
    await page.goto('/shop/');
    await waitForHydration(page);
    await page.goto('/product-category/mugs/');
    await dialog(page).waitFor();
    await page.getByRole('button', { name: "Don't show this again" }).click();
    await dialog(page).waitFor({ state: 'detached' });
    expect((await history(page)).dismissedForever).toBe(true);
    const requested = popupCodeRequests(page);
    await viewWithoutPopup(page, '/shop/');
    expect(await page.locator('[data-island="Popup"]').getAttribute('data-not-needed')).toBe('true');
    expect(requested).toEqual([]);
  });

  it('fetches none of its code on a page view where it cannot open, whatever the shopper does', async () => {
    const page = await newPage();
    const requested = popupCodeRequests(page);
    // The first page view: the popup shows from the second on.
    await viewWithoutPopup(page, '/shop/');
    await page.mouse.move(200, 300);
    await page.mouse.wheel(0, 2000);
    await page.waitForFunction(() => window.scrollY > 0);
    await page.keyboard.press('Tab');
    await page.mouse.click(5, 300);
    await page.waitForLoadState('networkidle');
    expect(await page.locator('[data-island="Popup"]').getAttribute('data-not-needed')).toBe('true');
    expect(requested).toEqual([]);
    // The view was counted all the same: the next one is the second.
    expect((await history(page)).pageViews).toBe(1);
  });

  it('is hidden from logged-in shoppers', async () => {
    const page = await newPage();
    await registerInBrowser(page, env.shop.url, 'popup-shopper@example.com');
    await page.goto('/shop/');
    const props = JSON.parse((await page.locator('[data-island="Popup"]').getAttribute('data-props')) ?? '{}');
    expect(props.user).toEqual({ loggedIn: true, roles: ['customer'] });
    await viewWithoutPopup(page, '/product-category/mugs/');
    expect((await history(page)).pageViews).toBeGreaterThanOrEqual(2);
  });

  it('ships no popup code to pages of a shop without a popup', async () => {
    const plain = await startTestShop({ popup: null });
    try {
      const page = await newPage();
      const scripts: string[] = [];
      page.on('request', (r) => {
        if (r.resourceType() === 'script') scripts.push(r.url());
      });
      await page.goto(`${plain.url}/shop/`);
      await waitForHydration(page);
      expect(await page.locator('[data-island="Popup"]').count()).toBe(0);
      expect(scripts.some((u) => /popup/i.test(u))).toBe(false);
    } finally {
      await plain.close();
    }
  });
});
