import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { setUpBrowserShop } from '../support/browser';
import { announced, recordAnnouncements, slidesInView, waitForHydration } from '../support/page';

/** The home page, its bestseller carousel and the journal, in Chromium, with JavaScript on and off. */
const env = setUpBrowserShop();
let problems: string[] = [];

afterEach(() => {
  expect(problems).toEqual([]);
  problems = [];
});

const DESKTOP = { viewport: { width: 1280, height: 900 } };
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

async function open(path: string, options: Parameters<typeof env.newPage>[0] = DESKTOP): Promise<Page> {
  const page = await env.newPage(options);
  page.on('console', (m) => {
    if (m.type() === 'error') problems.push(`console: ${m.text()}`);
  });
  page.on('pageerror', (e) => problems.push(`page: ${e.message}`));
  await recordAnnouncements(page.context());
  await page.goto(path);
  return page;
}

const carousel = (page: Page) => page.getByRole('region', { name: 'Bestsellers' });

const focusedName = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement;
    return el?.getAttribute('aria-label') ?? el?.textContent?.trim() ?? '';
  });

/** A finger dragged across the screen: touch input as Chromium takes it from a touchscreen. */
async function swipe(page: Page, from: { x: number; y: number }, to: { x: number; y: number }) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [from] });
  for (let step = 1; step <= 8; step++) {
    const point = { x: from.x + ((to.x - from.x) * step) / 8, y: from.y + ((to.y - from.y) * step) / 8 };
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [point] });
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
}

describe('the home page carousel', () => {
  it('shows 3 bestsellers on a desktop; the keyboard moves it, announcing where it is, and opens a product', async () => {
    const page = await open('/');
    await waitForHydration(page);
    const region = carousel(page);
    const prev = region.getByRole('button', { name: 'Previous slide' });
    const next = region.getByRole('button', { name: 'Next slide' });
    expect(await slidesInView(page)).toEqual(['1 of 8', '2 of 8', '3 of 8']);
    expect(await prev.getAttribute('aria-disabled')).toBe('true');

    // From the link before the buttons, by keyboard only.
    await region.getByRole('link', { name: 'Shop all' }).focus();
    await page.keyboard.press('Tab');
    expect(await focusedName(page)).toBe('Previous slide');
    await page.keyboard.press('Tab');
    expect(await focusedName(page)).toBe('Next slide');
    await page.keyboard.press('Enter');
    await expect.poll(() => slidesInView(page)).toEqual(['2 of 8', '3 of 8', '4 of 8']);
    expect(await announced(page)).toContain('a11y-speak-polite:Slides 2 to 4 of 8');
    expect(await focusedName(page)).toBe('Next slide');

    for (let i = 0; i < 6; i++) await page.keyboard.press('Space');
    await expect.poll(() => slidesInView(page)).toEqual(['6 of 8', '7 of 8', '8 of 8']);
    expect(await next.getAttribute('aria-disabled')).toBe('true');
    expect(await focusedName(page)).toBe('Next slide');
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Enter');
    await expect.poll(() => slidesInView(page)).toEqual(['5 of 8', '6 of 8', '7 of 8']);
    expect(await announced(page)).toContain('a11y-speak-polite:Slides 5 to 7 of 8');

    // Tabbing on reaches the first slide's product, which the carousel brings back into view.
    const first = region.getByRole('group', { name: '1 of 8' });
    const name = (await first.locator('h3').textContent()) ?? '';
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    expect(await focusedName(page)).toBe(name);
    await expect.poll(() => slidesInView(page)).toContain('1 of 8');
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/product\/[a-z0-9-]+\/$/);
    expect(await page.locator('h1').textContent()).toBe(name);
  });

  it('shows one bestseller at a time on a phone; a swipe moves to the next and says so; a tap opens it', async () => {
    const page = await open('/', PHONE);
    await waitForHydration(page);
    const region = carousel(page);
    await region.scrollIntoViewIfNeeded();
    expect(await slidesInView(page)).toEqual(['1 of 8']);
    const frame = (await page.locator('[data-carousel-viewport]').boundingBox())!;
    const y = frame.y + 120;
    await swipe(page, { x: frame.x + frame.width * 0.85, y }, { x: frame.x + frame.width * 0.15, y });
    await expect.poll(() => slidesInView(page)).toEqual(['2 of 8']);
    expect(await announced(page)).toContain('a11y-speak-polite:Slide 2 of 8');
    // The page itself never scrolls sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(390);

    const second = region.getByRole('group', { name: '2 of 8' });
    const name = (await second.locator('h3').textContent()) ?? '';
    await second.locator('a.product-card__link').tap();
    await page.waitForURL(/\/product\/[a-z0-9-]+\/$/);
    expect(await page.locator('h1').textContent()).toBe(name);
  });

  it('fits a 320 px phone: nothing scrolls sideways on the home page, the journal or a post', async () => {
    for (const path of ['/', '/journal/', '/journal/how-our-mugs-are-glazed/']) {
      const page = await open(path, { ...PHONE, viewport: { width: 320, height: 640 } });
      await waitForHydration(page);
      expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBe(320);
    }
  });

  it('without JavaScript is a list that scrolls sideways, snapping to products, with no buttons that do nothing', async () => {
    const page = await open('/', { ...DESKTOP, javaScriptEnabled: false });
    const region = carousel(page);
    expect(await region.getByRole('button').count()).toBe(0);
    expect(await slidesInView(page)).toEqual(['1 of 8', '2 of 8', '3 of 8']);
    const frame = page.locator('[data-carousel-viewport]');
    const box = (await frame.boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.wheel(box.width, 0);
    await expect.poll(() => slidesInView(page)).toEqual(['4 of 8', '5 of 8', '6 of 8']);
    const fourth = region.getByRole('group', { name: '4 of 8' });
    const name = (await fourth.locator('h3').textContent()) ?? '';
    await fourth.locator('a.product-card__link').click();
    await page.waitForURL(/\/product\/[a-z0-9-]+\/$/);
    expect(await page.locator('h1').textContent()).toBe(name);
  });
});

describe('the journal from the home page', () => {
  for (const javaScriptEnabled of [true, false]) {
    it(`opens a post, goes back to the journal and pages through it (JavaScript ${javaScriptEnabled ? 'on' : 'off'})`, async () => {
      const page = await open('/', { ...DESKTOP, javaScriptEnabled });
      const latest = page.locator('.widget--post-list');
      expect(await latest.locator('h3').allTextContents()).toEqual([
        'How our mugs are glazed',
        'Looking after a linen tea towel',
        'A desk that works for you',
      ]);
      await latest.getByRole('link', { name: 'Looking after a linen tea towel' }).click();
      await page.waitForURL('**/journal/looking-after-a-linen-tea-towel/');
      expect(await page.locator('h1').textContent()).toBe('Looking after a linen tea towel');
      expect(await page.locator('article time').textContent()).toBe('21 October 2026');

      await page.getByRole('link', { name: 'All journal posts' }).click();
      await page.waitForURL('**/journal/');
      await page.getByRole('navigation', { name: 'Journal pagination' }).getByRole('link', { name: 'Next' }).click();
      await page.waitForURL('**/journal/page/2/');
      expect(await page.locator('main h2').first().textContent()).toBe('Espresso at home, slowly');
      await page.goBack();
      await page.waitForURL('**/journal/');
      expect(await page.locator('main h2').first().textContent()).toBe('How our mugs are glazed');
    });
  }

  it("a post's picture opens it too, and is no extra tab stop", async () => {
    const page = await open('/');
    await page.locator('.post-card img').first().scrollIntoViewIfNeeded();
    const picture = (await page.locator('.post-card img').first().boundingBox())!;
    await page.mouse.click(picture.x + picture.width / 2, picture.y + picture.height / 2);
    await page.waitForURL('**/journal/how-our-mugs-are-glazed/');
    await page.goBack();
    await page.locator('.post-card').first().waitFor();
    expect(await page.locator('.post-card').first().locator('a, [tabindex]').count()).toBe(1);
  });
});

describe('?theme_template_id=', () => {
  /**
   * How far the page is from where it should be: the template's top just below the sticky
   * header, or as near as the page can scroll (a footer near the end stops at the bottom).
   */
  const distanceFrom = (page: Page, id: number) =>
    page.evaluate((templateId) => {
      const target = document.querySelector(`[data-template-id="${templateId}"]`)!;
      const header = document.querySelector('header.site-header')!.getBoundingClientRect().height;
      const top = target.getBoundingClientRect().top + window.scrollY - Math.round(header);
      const bottom = document.documentElement.scrollHeight - window.innerHeight;
      return Math.round(Math.abs(window.scrollY - Math.min(top, bottom)));
    }, id);

  /** Every scroll position the page passed through, from its first script on. */
  async function openRecordingScrolls(path: string, options: Parameters<typeof env.newPage>[0]) {
    const page = await env.newPage(options);
    await page.addInitScript(() => {
      const seen: number[] = [];
      (window as unknown as { __scrolls: number[] }).__scrolls = seen;
      window.addEventListener('scroll', () => seen.push(Math.round(window.scrollY)), { passive: true });
    });
    await page.goto(path);
    return { page, scrolls: () => page.evaluate(() => (window as unknown as { __scrolls: number[] }).__scrolls) };
  }

  it('jumps to the template in one step when the shopper prefers reduced motion', async () => {
    const { page, scrolls } = await openRecordingScrolls('/shop/?theme_template_id=4', {
      ...DESKTOP,
      reducedMotion: 'reduce',
    });
    await expect.poll(() => distanceFrom(page, 4)).toBe(0);
    const target = await page.evaluate(() => Math.round(window.scrollY));
    expect(target).toBeGreaterThan(0);
    expect(await scrolls()).toEqual([target]);
  });

  it('glides there otherwise, to the footer as far as the page goes', async () => {
    const { page, scrolls } = await openRecordingScrolls('/journal/?theme_template_id=3', DESKTOP);
    await expect.poll(() => distanceFrom(page, 3)).toBe(0);
    const target = await page.evaluate(() => Math.round(window.scrollY));
    const passed = await scrolls();
    expect(passed.at(-1)).toBe(target);
    expect(passed.some((y) => y > 0 && y < target)).toBe(true);
    expect(await page.locator('footer').isVisible()).toBe(true);
  });

  it('stays at the top for an id the page does not have, or none', async () => {
    for (const path of ['/?theme_template_id=999', '/?theme_template_id=abc']) {
      const page = await open(path, { ...DESKTOP, reducedMotion: 'reduce' });
      await waitForHydration(page);
      expect(await page.evaluate(() => window.scrollY), path).toBe(0);
    }
  });
});

describe('accessibility', () => {
  it('the home page, the journal and a post pass axe (WCAG 2.2 AA) at both widths', async () => {
    for (const options of [DESKTOP, PHONE]) {
      for (const path of ['/', '/journal/', '/journal/why-we-print-with-risograph/']) {
        const page = await open(path, options);
        await waitForHydration(page);
        const { violations } = await new AxeBuilder({ page })
          .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
          .analyze();
        expect(violations.map((v) => `${path}: ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual(
          [],
        );
      }
    }
  });
});
