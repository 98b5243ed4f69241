import type { Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { lightboxHref } from '../../domain/actionLinks';
import { setUpBrowserShop } from '../support/browser';
import { tabTo, waitForHydration } from '../support/page';

/** Action links anywhere on a page, and an action hash in the URL, in Chromium at phone and desktop width. */
const env = setUpBrowserShop();
let problems: string[] = [];
let warnings: string[] = [];

afterEach(() => {
  expect(problems).toEqual([]);
  problems = [];
  warnings = [];
});

const DESKTOP = { viewport: { width: 1280, height: 900 } };
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
const SHOTS = process.env.SCREENSHOTS_DIR;

async function open(path: string, options = DESKTOP): Promise<Page> {
  const page = await env.newPage(options);
  page.on('console', (m) => {
    if (m.type() === 'error') problems.push(`console: ${m.text()}`);
    if (m.type() === 'warning') warnings.push(m.text());
  });
  page.on('pageerror', (e) => problems.push(`page: ${e.message}`));
  await page.goto(path);
  await waitForHydration(page);
  return page;
}

const glazeLink = (page: Page) => page.getByRole('link', { name: 'See the speckled glaze up close' });

describe.each([
  ['desktop', DESKTOP],
  ['phone', PHONE],
] as const)('action links on the home page (%s)', (width, options) => {
  it('open the lightbox from the keyboard on their slideshow, and focus goes back on close', async () => {
    const page = await open('/', options);
    await tabTo(page, 'a[href^="#statefront-action"]');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('See the speckled glaze up close');
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'The speckled glaze, close up' });
    await dialog.waitFor();
    expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
    expect(await dialog.textContent()).toContain('1 of 2');
    expect(await dialog.locator('img').getAttribute('src')).toBe('/media/products/speckled-stoneware-mug.svg?view=3');
    // The link's own jump to its fragment never happens.
    expect(new URL(page.url()).hash).toBe('');
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/action-link-${width}.png` });

    await page.keyboard.press('ArrowRight');
    await page.getByRole('dialog', { name: 'The speckled mug from the side' }).waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    await expect.poll(() => glazeLink(page).evaluate((a) => a === document.activeElement)).toBe(true);
  });
});

describe('an action hash in the URL', () => {
  it('opens the lightbox once the page has loaded, on a page with no such link', async () => {
    const hash = lightboxHref({ type: 'image', url: '/media/products/giant-soup-mug.svg?view=2', title: 'Side view' });
    const page = await open(`/shop/${hash}`);
    const dialog = page.getByRole('dialog', { name: 'Side view' });
    await dialog.waitFor();
    expect(await dialog.locator('img').getAttribute('src')).toBe('/media/products/giant-soup-mug.svg?view=2');
    // Taken out of the address: closing does not open it again, nor does a reload.
    expect(page.url()).toBe(`${env.shop.url}/shop/`);
    await page.getByRole('button', { name: 'Close' }).click();
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    await page.reload();
    await waitForHydration(page);
    expect(await page.getByRole('dialog').count()).toBe(0);
  });

  it('that the rules refuse opens nothing, runs nothing, and is logged', async () => {
    const bad = lightboxHref({ type: 'image', url: 'javascript:window.__ran=1', title: 'Bad' });
    const page = await open(`/shop/${bad}`);
    await expect.poll(() => warnings.some((w) => w.includes('action link the rules refuse'))).toBe(true);
    expect(await page.getByRole('dialog').count()).toBe(0);
    expect(await page.evaluate(() => (window as { __ran?: number }).__ran)).toBeUndefined();

    // A clicked link with settings that are not even JSON does nothing either, not even scroll.
    await page.evaluate(() => {
      const a = document.createElement('a');
      a.href = '#statefront-action%3Aaction%3Dlightbox%26settings%3Dnot-base64!';
      a.textContent = 'Broken action link';
      document.querySelector('main')?.append(a);
    });
    await page.getByRole('link', { name: 'Broken action link' }).click();
    await expect.poll(() => warnings.filter((w) => w.includes('action link the rules refuse')).length).toBe(2);
    expect(await page.getByRole('dialog').count()).toBe(0);
  });
});

describe.each([
  ['desktop', DESKTOP],
  ['phone', PHONE],
] as const)('a product video (%s)', (width, options) => {
  it('plays in the lightbox from the keyboard, says when it has ended, and stops when closed', async () => {
    const page = await open('/product/speckled-stoneware-mug/', options);
    await tabTo(page, '.product-gallery__link--video');
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Speckled Stoneware Mug, video' });
    await dialog.waitFor();
    const video = dialog.locator('video');
    const status = () => dialog.locator('.lightbox__video-status').textContent();
    expect(await video.getAttribute('src')).toBe('/media/video/speckled-stoneware-mug.webm');
    expect(await dialog.locator('track[kind="captions"]').getAttribute('src')).toBe(
      '/media/video/speckled-stoneware-mug.vtt',
    );
    await expect.poll(status).toBe('Press play to start the video.');
    // The player's own controls, from the keyboard: focus on the video, Space plays it.
    await tabTo(page, 'dialog video');
    await page.keyboard.press('Space');
    await expect.poll(status).toBe('Playing.');
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/video-${width}.png` });
    await expect.poll(status).toBe('The video has ended.');

    // Played again and closed mid-way: it stops.
    await page.keyboard.press('Space');
    await expect.poll(status).toBe('Playing.');
    await page.evaluate(() => {
      (window as { __video?: HTMLVideoElement }).__video = document.querySelector('dialog video') ?? undefined;
    });
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    expect(await page.evaluate(() => (window as { __video?: HTMLVideoElement }).__video?.paused)).toBe(true);
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.matches('.product-gallery__link--video')))
      .toBe(true);
  });
});
