import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { setUpBrowserShop } from '../support/browser';
import { announced, liveLog, recordAnnouncements, waitForHydration } from '../support/page';

/**
 * What screen readers are told, captured from the live regions in Chromium with the page's
 * own clock: the result count is said again after the page's load event (not after
 * hydration), and a later announcement never takes the place of an earlier one.
 */
const env = setUpBrowserShop();

const HELD = '/__test__/hold-load.gif';
const GIF = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

/**
 * A shopper's page on /shop/ whose load event waits for `release()`: an image the page
 * asks for before load is held by the test, as a slow picture would be.
 */
async function pageWithHeldLoad(): Promise<{ page: Page; release: () => void }> {
  const page = await env.newPage();
  await recordAnnouncements(page.context());
  await page.context().addInitScript((src) => {
    document.addEventListener('DOMContentLoaded', () => {
      const img = document.createElement('img');
      img.src = src;
      img.alt = '';
      document.body.append(img);
    });
  }, HELD);
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(`**${HELD}`, async (route) => {
    await released;
    await route.fulfill({ contentType: 'image/gif', body: GIF });
  });
  // The page's timers on a clock the test moves: "2.5 s later" without waiting 2.5 s.
  await page.clock.install();
  await page.goto('/shop/', { waitUntil: 'domcontentloaded' });
  await waitForHydration(page);
  return { page, release };
}

const politeLog = async (page: Page) =>
  (await liveLog(page)).filter((entry) => entry === 'load' || entry.slice(1).startsWith('a11y-speak-polite:'));

describe('announcements', () => {
  it('says the result count again after the load event, however long after hydration the page loads', async () => {
    const { page, release } = await pageWithHeldLoad();
    const count = await page.locator('.result-count').textContent();
    // Longer than the announcement's delay: a timer started at hydration would already have fired.
    await page.clock.runFor(2500);
    expect(await announced(page)).toEqual([]);
    release();
    await expect.poll(() => announced(page)).toEqual([`a11y-speak-polite:${count}`]);
    expect(await politeLog(page)).toEqual(['load', `+a11y-speak-polite:${count}`]);
  });

  it('keeps the cart’s success message when the result count is said after it: neither cuts the other off', async () => {
    const { page, release } = await pageWithHeldLoad();
    const count = await page.locator('.result-count').textContent();
    const button = page.locator('a.ajax-add-to-cart').first();
    const success = await button.getAttribute('data-success_message');
    await button.click();
    await expect.poll(() => announced(page)).toEqual([`a11y-speak-polite:${success}`]);
    release();
    await expect.poll(() => announced(page)).toEqual([`a11y-speak-polite:${success}`, `a11y-speak-polite:${count}`]);
    // Both are in the region when the second arrives: nothing was taken out to make room.
    expect(await politeLog(page)).toEqual([`+a11y-speak-polite:${success}`, 'load', `+a11y-speak-polite:${count}`]);
    expect(await page.locator('#a11y-speak-polite > *').allTextContents()).toEqual([success, count]);
  });
});
