import type { Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { setUpBrowserShop } from '../support/browser';
import { waitForHydration } from '../support/page';
import { clicksReceivedBehind, tabStops, wheelScrolls } from './modal-support';

/** The product gallery's lightbox in Chromium, and its links with JavaScript off. */
const env = setUpBrowserShop();
let problems: string[] = [];

afterEach(() => {
  expect(problems).toEqual([]);
  problems = [];
});

const PRODUCT = '/product/giant-soup-mug/';
/** The main picture's URL: `/media/products/giant-soup-mug.<version>.svg`. */
const pictureOf = async (page: Page) => {
  const src = (await page.locator('.product__image').getAttribute('src')) ?? '';
  expect(src).toMatch(/^\/media\/products\/giant-soup-mug\.[A-Za-z0-9_-]{10}\.svg$/);
  return src;
};

async function openProduct(javaScriptEnabled: boolean): Promise<Page> {
  const page = await env.newPage({ javaScriptEnabled });
  page.on('console', (m) => {
    if (m.type() === 'error') problems.push(`console: ${m.text()}`);
  });
  page.on('pageerror', (e) => problems.push(`page: ${e.message}`));
  await page.goto(PRODUCT);
  return page;
}

const thumbnails = (page: Page) => page.locator('.product-gallery__link');
const dialogImage = (page: Page) => page.locator('dialog img');

describe('the product gallery lightbox', () => {
  it('opens the clicked picture, moves on with the arrow key, and closes on Escape with focus back', async () => {
    const page = await openProduct(true);
    await waitForHydration(page);
    const PICTURE = await pictureOf(page);
    expect(await thumbnails(page).count()).toBe(3);
    expect(await thumbnails(page).nth(1).getAttribute('href')).toMatch(/^#statefront-action%3Aaction%3Dlightbox/);

    await thumbnails(page).nth(1).click();
    const dialog = page.getByRole('dialog', { name: 'Giant Soup Mug, side view' });
    await dialog.waitFor();
    // Modal: focus inside, Tab never reaches the page behind, which takes no click and does not scroll.
    expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
    expect(await tabStops(page, 5)).not.toContain('page');
    expect(await clicksReceivedBehind(page, page.locator('.site-title'))).toBe(0);
    expect(await wheelScrolls(page)).toBe(0);
    expect(await dialogImage(page).getAttribute('src')).toBe(`${PICTURE}?view=2`);
    expect(await dialogImage(page).getAttribute('alt')).toBe('Giant Soup Mug, side view');
    await page.waitForFunction(() => (document.querySelector('dialog img') as HTMLImageElement)?.complete);
    expect(await dialogImage(page).evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(400);
    expect(page.url()).toBe(`${env.shop.url}${PRODUCT}`);

    await page.keyboard.press('ArrowRight');
    await page.getByRole('dialog', { name: 'Giant Soup Mug, close-up' }).waitFor();
    expect(await dialogImage(page).getAttribute('src')).toBe(`${PICTURE}?view=3`);
    await page.keyboard.press('ArrowRight');
    await page.getByRole('dialog', { name: 'Giant Soup Mug' }).waitFor();

    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    expect(
      await thumbnails(page)
        .nth(1)
        .evaluate((a) => a === document.activeElement),
    ).toBe(true);
    // Closed, the page scrolls again.
    await page.mouse.wheel(0, 400);
    await page.waitForFunction(() => window.scrollY > 0);
  });

  it('links each thumbnail to its full-size picture with JavaScript off', async () => {
    const page = await openProduct(false);
    const PICTURE = await pictureOf(page);
    expect(await thumbnails(page).nth(2).getAttribute('href')).toBe(`${PICTURE}?view=3`);
    const [response] = await Promise.all([page.waitForNavigation(), thumbnails(page).nth(2).click()]);
    expect(page.url()).toBe(`${env.shop.url}${PICTURE}?view=3`);
    expect(response?.status()).toBe(200);
    expect(response?.headers()['content-type']).toContain('image/svg+xml');
  });

  it.each([390, 1280])(
    'centres the caption under the picture and gives its buttons the page text and a finger-sized target, at %i px',
    async (width) => {
      const page = await env.newPage({ viewport: { width, height: 844 } });
      await page.goto(PRODUCT);
      await waitForHydration(page);
      await thumbnails(page).nth(1).click();
      const dialog = page.getByRole('dialog', { name: 'Giant Soup Mug, side view' });
      await dialog.waitFor();
      await page.waitForFunction(() => (document.querySelector('dialog img') as HTMLImageElement)?.complete);
      // The middle of what is drawn: a line's text, not the block that holds it.
      const centre = (selector: string) =>
        dialog.locator(selector).evaluate((el) => {
          const range = document.createRange();
          range.selectNodeContents(el);
          const box = el.matches('img') ? el.getBoundingClientRect() : range.getBoundingClientRect();
          return box.x + box.width / 2;
        });
      const picture = await centre('img');
      for (const line of ['.lightbox__title', '.lightbox__counter', '.lightbox__controls']) {
        expect(Math.abs((await centre(line)) - picture), line).toBeLessThanOrEqual(1);
      }
      // Browser-default buttons would be 13.33 px text in a box barely taller than it.
      const bodyText = await page.evaluate(() => getComputedStyle(document.body).fontSize);
      for (const name of ['Previous', 'Next', 'Close']) {
        const button = dialog.getByRole('button', { name, exact: true });
        if (name !== 'Close') expect(await button.evaluate((b) => getComputedStyle(b).fontSize), name).toBe(bodyText);
        const box = await button.boundingBox();
        expect(Math.min(box?.width ?? 0, box?.height ?? 0), name).toBeGreaterThanOrEqual(24);
      }
    },
  );
});
