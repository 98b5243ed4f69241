import type { Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { setUpBrowserShop } from '../support/browser';
import { tabTo, waitForHydration } from '../support/page';

/** The sticky header and the home page's scroll-in effects, in Chromium at phone and desktop width. */
const env = setUpBrowserShop();
let problems: string[] = [];

afterEach(() => {
  expect(problems).toEqual([]);
  problems = [];
});

const DESKTOP = { viewport: { width: 1280, height: 900 } };
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
const SHOTS = process.env.SCREENSHOTS_DIR;

async function open(path: string, options: Parameters<typeof env.newPage>[0]): Promise<Page> {
  const page = await env.newPage(options);
  page.on('console', (m) => {
    if (m.type() === 'error') problems.push(`console: ${m.text()}`);
  });
  page.on('pageerror', (e) => problems.push(`page: ${e.message}`));
  await page.goto(path);
  await waitForHydration(page);
  return page;
}

const header = (page: Page) =>
  page.evaluate(() => {
    const box = document.querySelector('header.site-header')!.getBoundingClientRect();
    return { top: Math.round(box.top), bottom: Math.round(box.bottom), height: Math.round(box.height) };
  });
const headerVar = (page: Page) =>
  page.evaluate(() => document.documentElement.style.getPropertyValue('--sticky-header-height'));

describe.each([
  ['desktop', DESKTOP],
  ['phone', PHONE],
] as const)('the sticky header (%s)', (width, options) => {
  it('stays at the top as the keyboard moves down the page, and never covers the focused link', async () => {
    const page = await open('/', { ...options, reducedMotion: 'reduce' });
    await expect.poll(async () => headerVar(page)).toBe(`${(await header(page)).height}px`);
    await tabTo(page, '.link-list a');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
    expect((await header(page)).top).toBe(0);
    const focusedTop = await page.evaluate(() => Math.round(document.activeElement!.getBoundingClientRect().top));
    expect(focusedTop).toBeGreaterThanOrEqual((await header(page)).bottom);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/sticky-${width}.png` });
    // The header's own links are still one Shift+Tab trip away, and still work.
    await page.keyboard.press('End');
    await expect.poll(async () => (await header(page)).top).toBe(0);
  });

  it('lands ?theme_template_id= targets just below it', async () => {
    const page = await open('/shop/?theme_template_id=4', { ...options, reducedMotion: 'reduce' });
    await expect
      .poll(async () => {
        const top = await page.evaluate(() =>
          Math.round(document.querySelector('[data-template-id="4"]')!.getBoundingClientRect().top),
        );
        return top - (await header(page)).bottom;
      })
      .toBe(0);
  });
});

describe('the header after a resize', () => {
  it('is measured again once resizing stops, so targets keep clear of its new height', async () => {
    const page = await open('/', DESKTOP);
    const wide = await header(page);
    await expect.poll(() => headerVar(page)).toBe(`${wide.height}px`);
    for (const width of [1000, 800, 600, 390]) await page.setViewportSize({ width, height: 844 });
    await expect.poll(async () => headerVar(page)).toBe(`${(await header(page)).height}px`);
    expect((await header(page)).height).not.toBe(wide.height);
  });
});

describe('scroll-in effects on the home page', () => {
  const journal = (page: Page) => page.locator('[data-element-id="journal"]');
  const opacity = (page: Page) => journal(page).evaluate((el) => Number(getComputedStyle(el).opacity));

  it('fade a section in as it scrolls into view', async () => {
    const page = await open('/', DESKTOP);
    await expect.poll(() => opacity(page)).toBe(0);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/motion-desktop.png`, fullPage: true });
    // The first section, on screen when the page loads, is never hidden.
    expect(await page.locator('[data-element-id="hero"]').evaluate((el) => getComputedStyle(el).opacity)).toBe('1');
    await page.keyboard.press('End');
    await expect.poll(() => opacity(page)).toBe(1);
  });

  it('move nothing and hide nothing for a shopper who prefers reduced motion', async () => {
    const page = await open('/', { ...DESKTOP, reducedMotion: 'reduce' });
    expect(await opacity(page)).toBe(1);
    expect(await page.locator('.motion-pending').count()).toBe(0);
    expect(await journal(page).evaluate((el) => getComputedStyle(el).transform)).toBe('none');
  });
});
