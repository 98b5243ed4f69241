import type { Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { setUpBrowserShop } from '../support/browser';
import { focused, tabTo, waitForHydration } from '../support/page';

/** The home page's social embed in Chromium: nothing from the embed until the shopper asks (decision 0274). */
const env = setUpBrowserShop();
let problems: string[] = [];

afterEach(() => {
  const seen = problems;
  problems = [];
  expect(seen).toEqual([]);
});

const SIZES = {
  phone: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
  desktop: { viewport: { width: 1280, height: 900 } },
};
const LABEL = /^Load the video “Linen care in 60 seconds” from 127\.0\.0\.1:\d+$/;

async function open(options: Parameters<typeof env.newPage>[0]): Promise<{ page: Page; embedRequests: string[] }> {
  const page = await env.newPage(options);
  const embedRequests: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/media/embed/')) embedRequests.push(r.url());
  });
  page.on('console', (m) => {
    if (m.type() === 'error') problems.push(`console: ${m.text()}`);
  });
  page.on('pageerror', (e) => problems.push(`page: ${e.message}`));
  await page.goto('/');
  return { page, embedRequests };
}

for (const [size, options] of Object.entries(SIZES)) {
  describe(`the social embed at ${options.viewport.width} px (${size})`, () => {
    it('loads nothing until its button is pressed by keyboard; then the frame, with focus', async () => {
      const { page, embedRequests } = await open(options);
      await waitForHydration(page);
      const button = page.getByRole('button', { name: LABEL });
      await button.scrollIntoViewIfNeeded();
      expect(embedRequests).toEqual([]);
      expect(await page.locator('iframe').count()).toBe(0);

      // Keyboard: from the link just before it, Tab reaches the button; Enter loads the embed.
      await page.getByRole('link', { name: 'The speckled mug from the side' }).focus();
      await tabTo(page, 'button.embed__load', { max: 3 });
      await expect
        .poll(() => button.evaluate((b) => getComputedStyle(b.closest('.content-section')!).opacity))
        .toBe('1');
      await page.screenshot({
        path: `/tmp/s6-embed/embed-placeholder-${options.viewport.width}.png`,
        animations: 'disabled',
      });
      await page.keyboard.press('Enter');

      const frame = page.locator('iframe[title="Linen care in 60 seconds"]');
      await frame.waitFor();
      expect(await frame.getAttribute('loading')).toBe('lazy');
      expect(await frame.getAttribute('referrerpolicy')).toBe('strict-origin-when-cross-origin');
      expect(await frame.getAttribute('sandbox')).toContain('allow-scripts');
      await expect.poll(() => focused(page)).toMatch(/^iframe/);
      await expect.poll(() => embedRequests.length).toBeGreaterThan(0);
      // The embed's page is in the frame (the shop lets itself frame that one page only).
      await expect
        .poll(() => page.frameLocator('iframe.embed__iframe').getByRole('heading').textContent())
        .toBe('Linen care in 60 seconds');
      expect(await button.count()).toBe(0);
      await page.screenshot({
        path: `/tmp/s6-embed/embed-loaded-${options.viewport.width}.png`,
        animations: 'disabled',
      });
    });

    it('without JavaScript is a link to the embed', async () => {
      const { page, embedRequests } = await open({ ...options, javaScriptEnabled: false });
      const link = page.getByRole('link', { name: LABEL });
      expect(await link.getAttribute('href')).toMatch(/\/media\/embed\/demo\/$/);
      expect(await page.locator('iframe').count()).toBe(0);
      expect(embedRequests).toEqual([]);
    });
  });
}
