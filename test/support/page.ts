import type { BrowserContext, Page } from 'playwright-core';

/** Steps the browser suites share: hydration, announcements, the cart's locators. */

/**
 * Records what the page's live regions speak, in order, from the first script on: every
 * element or text added to a live region (`a11y-speak-polite:<text>`, by the region's id,
 * or `live-polite:`/`role-alert:` for regions without one), and every alert or status
 * element added to the page. `liveLog(page)` also has the removals (`-` before them), the
 * changes of text in place (`~`), and the page's `load` event, in the order they happened.
 */
export async function recordAnnouncements(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const said: string[] = [];
    const log: string[] = [];
    Object.assign(window, { __announced: said, __liveLog: log });
    window.addEventListener('load', () => log.push('load'));
    const regionName = (region: Element) => {
      const live = region.getAttribute('aria-live');
      return region.id || (live ? `live-${live}` : `role-${region.getAttribute('role')}`);
    };
    const ROLES = '[role="alert"], [role="status"]';
    const LIVE = `[aria-live], ${ROLES}`;
    const regionOf = (node: Node) => (node instanceof Element ? node : node.parentElement)?.closest(LIVE) ?? null;
    const speak = (text: string) => {
      said.push(text);
      log.push(`+${text}`);
    };
    document.addEventListener('DOMContentLoaded', () => {
      const observer = new MutationObserver((records) => {
        for (const record of records) {
          const region = regionOf(record.target);
          if (record.type === 'characterData') {
            if (region) log.push(`~${regionName(region)}:${region.textContent ?? ''}`);
            continue;
          }
          for (const node of record.removedNodes) {
            if (region && node.textContent) log.push(`-${regionName(region)}:${node.textContent}`);
          }
          for (const node of record.addedNodes) {
            const text = node.textContent ?? '';
            if (region && text) speak(`${regionName(region)}:${text}`);
            // An alert or status put in the page is spoken; a live region put there with
            // text is not (only what is added to it later).
            else if (node instanceof Element && node.matches(ROLES) && text) speak(`${regionName(node)}:${text}`);
          }
        }
      });
      observer.observe(document.body, { subtree: true, childList: true, characterData: true });
    });
  });
}

/** What the page's live regions have said so far, in order (see recordAnnouncements). */
export function announced(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { __announced: string[] }).__announced);
}

/** Additions, removals and changes in the live regions, and the load event, in order. */
export function liveLog(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { __liveLog: string[] }).__liveLog);
}

/** Marks the current document; the mark survives only if the page is never reloaded. */
export async function markDocument(page: Page): Promise<void> {
  await page.evaluate(() => {
    (window as unknown as { __sameDocument: boolean }).__sameDocument = true;
  });
}

export function isSameDocument(page: Page): Promise<boolean> {
  return page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument === true);
}

/**
 * Waits until every island of the page is hydrated (src/hydrate.tsx marks each one
 * `data-hydrated`), so clicks reach the machines instead of following links; islands that
 * hydrate on first focus (`data-hydrate="focus"`, the search form) are not waited for, nor the
 * popup while its page decides whether its code is needed (`data-awaits-need`) or once it is
 * not (`data-not-needed`; docs/decisions/0307).
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      document.querySelectorAll(
        '[data-island]:not([data-hydrated]):not([data-awaits-view]):not([data-awaits-use]):not([data-awaits-need]):not([data-not-needed]):not([data-hydrate="focus"])',
      ).length === 0,
  );
  // Islands whose code loads on first use (src/islands.ts, `whenUsed`): the shopper's pointer
  // passes over each, as it would on the way to its buttons.
  const unused = page.locator('[data-island][data-awaits-use]');
  for (let left = await unused.count(); left > 0; left = await unused.count()) {
    await unused.first().evaluate((island) => island.dispatchEvent(new PointerEvent('pointerover', { bubbles: true })));
    await page.waitForFunction((n) => document.querySelectorAll('[data-island][data-awaits-use]').length < n, left);
  }
  // Islands below the first screen load when the shopper scrolls near them (src/islands.ts,
  // `whenVisible`): brought into view one by one, as a shopper scrolling would, then the
  // page goes back to where it was.
  const waiting = page.locator('[data-island][data-awaits-view]');
  if ((await waiting.count()) === 0) return;
  const scrollY = await page.evaluate(() => window.scrollY);
  for (let left = await waiting.count(); left > 0; left = await waiting.count()) {
    await waiting.first().evaluate((island) => (island.firstElementChild ?? island.parentElement)?.scrollIntoView());
    await page.waitForFunction((n) => document.querySelectorAll('[data-island][data-awaits-view]').length < n, left);
  }
  await page.waitForFunction(
    () =>
      document.querySelectorAll(
        '[data-island]:not([data-hydrated]):not([data-awaits-need]):not([data-not-needed]):not([data-hydrate="focus"])',
      ).length === 0,
  );
  await page.evaluate((y) => window.scrollTo({ top: y, behavior: 'instant' }), scrollY);
}

/**
 * Resolves once a notice the page just showed has come to rest: it has taken focus (500 ms
 * after it appears) and the page has stopped scrolling to it (a 1000 ms smooth scroll). A
 * click sent while the page still scrolls can land where the target was a frame before.
 */
export async function noticeAtRest(page: Page, selector = '.notice--error'): Promise<void> {
  await page.waitForFunction((sel) => document.activeElement?.closest(sel) != null, selector);
  await page.waitForFunction(
    () =>
      new Promise<boolean>((resolve) => {
        const y = window.scrollY;
        requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(() => resolve(window.scrollY === y), 100)));
      }),
  );
}

export const miniCartLines = (page: Page) => page.locator('div.widget_shopping_cart_content .mini-cart__item');
export const addButtons = (page: Page) => page.locator('a.ajax-add-to-cart');
export const cartCount = (page: Page) => page.locator('span.cart-contents-count');

/**
 * Presses Tab (or Shift+Tab) until focus is on `selector`, as a keyboard-only shopper
 * would reach it; fails if it is not reached within `max` presses.
 */
export async function tabTo(page: Page, selector: string, { max = 60, back = false } = {}): Promise<void> {
  for (let i = 0; i < max; i++) {
    if (await page.evaluate((s) => document.activeElement?.matches(s) === true, selector)) return;
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(`Tab never reached ${selector} in ${max} presses`);
}

/** A description of the focused element: its tag, id or class, and its text or accessible label. */
export function focused(page: Page): Promise<string> {
  return page.evaluate(() => {
    const el = document.activeElement;
    if (!el || el === document.body) return 'body';
    const name = el.getAttribute('aria-label') ?? el.textContent?.trim().slice(0, 60) ?? '';
    return `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}: ${name}`;
  });
}

/**
 * Holds the page's requests to `url` (a glob or pattern, as `page.route` takes) until the
 * returned function is called, then lets them through to the shop: the page's busy state
 * stays on screen as long as a test needs to look at it.
 */
export async function holdRequests(page: Page, url: Parameters<Page['route']>[0]): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(url, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** The slides whose card is wholly inside the carousel's window, by their names ("2 of 8"). */
export function slidesInView(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const frame = document.querySelector('[data-carousel-viewport]')!.getBoundingClientRect();
    return [...document.querySelectorAll('[aria-roledescription="slide"]')]
      .filter((slide) => {
        const card = slide.querySelector('.product-card')!.getBoundingClientRect();
        return card.left >= frame.left - 1 && card.right <= frame.right + 1;
      })
      .map((slide) => slide.getAttribute('aria-label') ?? '');
  });
}
