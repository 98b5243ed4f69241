import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { machineRegistry } from '../../machines/index';
import type { RunningShop } from '../../server/start';
import { launchBrowser } from '../support/browser';
import { startTestShop } from '../support/shop';

const WAIT = { timeout: 30_000 };

/** The diagram of the first actor of a machine in the inspector panel. */
const chartOf = (page: Page, machineId: string) =>
  page.locator(`.sf-inspector__actor[data-machine-id="${machineId}"] svg[data-machine="${machineId}"]`).first();

/** The states highlighted as current on that diagram, innermost last. */
const highlighted = (page: Page, machineId: string) =>
  chartOf(page, machineId)
    .locator('[data-active="true"]')
    .evaluateAll((nodes) => nodes.map((n) => n.getAttribute('data-state-key')));

const loggedTypes = (page: Page) =>
  page.locator('.sf-inspector__log li').evaluateAll((items) => items.map((i) => i.getAttribute('data-event-type')));

describe('live machine inspector', () => {
  let shop: RunningShop;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    shop = await startTestShop();
    browser = await launchBrowser();
  });
  beforeEach(async () => {
    context = await browser.newContext();
    page = await context.newPage();
  });
  afterEach(async () => {
    await context?.close();
  });
  afterAll(async () => {
    await browser?.close();
    await shop?.close();
  });

  it('follows the result count from waiting to announced as its 2000 ms delay passes', async () => {
    // Page time stands still until the test moves it, so "waiting" is there to be seen.
    await page.clock.install();
    await page.clock.pauseAt(Date.now() + 60_000);
    await page.goto(`${shop.url}/shop/?inspect=1`);
    await page.locator('.sf-inspector__actor[data-machine-id="resultCount"]').waitFor(WAIT);
    await page.locator('.sf-inspector__actor[data-machine-id="sortForm"]').waitFor(WAIT);
    // Drawing waits on one zero-delay timer of the layout engine: let page time creep.
    for (let ms = 0; ms < 500 && (await chartOf(page, 'resultCount').count()) === 0; ms++) {
      await page.clock.runFor(1);
    }
    expect(await highlighted(page, 'resultCount')).toEqual(['resultCount', 'waiting']);
    expect(await loggedTypes(page)).not.toContain('xstate.after.announceDelay.resultCount.waiting');

    await page.clock.runFor(2000);
    await expect.poll(() => highlighted(page, 'resultCount'), WAIT).toEqual(['resultCount', 'announced']);
    expect(await loggedTypes(page)).toContain('xstate.after.announceDelay.resultCount.waiting');
    expect(await page.locator('[data-machine-id="resultCount"] [data-state-value]').textContent()).toBe('announced');
  });

  it('shows the sort form take the CHOOSE event of another order and move to submitting', async () => {
    // Answer the reload with 204 No Content: the browser keeps the page, and the panel.
    await page.route(/orderby=price/, (route) => route.fulfill({ status: 204 }));
    await page.goto(`${shop.url}/shop/?inspect=1`);
    await chartOf(page, 'sortForm').waitFor(WAIT);
    expect(await highlighted(page, 'sortForm')).toEqual(['sortForm', 'idle']);

    await page.locator('select#orderby').selectOption('price');
    await expect.poll(() => highlighted(page, 'sortForm'), WAIT).toEqual(['sortForm', 'submitting']);
    const choose = page.locator('.sf-inspector__log li[data-event-type="CHOOSE"]');
    expect(await choose.getAttribute('data-machine-id')).toBe('sortForm');
    expect(await choose.textContent()).toContain('"value":"price"');
  });

  it('stays on across the listing reloads of this tab until turned off, and folds away', async () => {
    await page.goto(`${shop.url}/shop/?inspect=1`);
    await page.locator('.sf-inspector').waitFor(WAIT);
    await page.goto(`${shop.url}/shop/?orderby=price`);
    await chartOf(page, 'sortForm').waitFor(WAIT);

    const toggle = page.getByRole('button', { name: 'Hide' });
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    await toggle.click();
    expect(await page.getByRole('button', { name: 'Show' }).getAttribute('aria-expanded')).toBe('false');
    expect(await page.locator('.sf-inspector__log').isVisible()).toBe(false);

    await page.getByRole('link', { name: 'Stop inspecting' }).click();
    await page.waitForURL(/inspect=0/);
    await page.goto(`${shop.url}/shop/`);
    await page.locator('.result-count').waitFor(WAIT);
    expect(await page.locator('.sf-inspector').count()).toBe(0);
  });

  it('loads none of its code on a page without the switch', async () => {
    const scripts: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
    });
    await page.goto(`${shop.url}/shop/`, { waitUntil: 'networkidle' });
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.filter((s) => s.includes('inspector'))).toEqual([]);
    expect(await page.locator('.sf-inspector').count()).toBe(0);
  });

  // The add-to-cart button's machine registers with the id
  // 'addToCartButton'; from then on this test runs with the others.
  for (const entry of machineRegistry.filter((e) => e.machine.id === 'addToCartButton')) {
    it(`shows a clicked add-to-cart button's ${entry.name} actor leave its first state`, async () => {
      await page.goto(`${shop.url}/shop/?inspect=1`);
      await chartOf(page, 'addToCartButton').waitFor(WAIT);
      const buttons = page.locator('.sf-inspector__actor[data-machine-id="addToCartButton"]');
      const before = await buttons.evaluateAll((actors) =>
        actors.map((a) => a.querySelector('[data-state-value]')?.textContent ?? ''),
      );
      expect(new Set(before).size).toBe(1);

      await page.locator('a.ajax-add-to-cart').first().click();
      await expect
        .poll(
          () =>
            buttons.evaluateAll((actors) =>
              actors.map((a) => a.querySelector('[data-state-value]')?.textContent ?? ''),
            ),
          WAIT,
        )
        .not.toEqual(before);
      const moved = buttons.filter({ hasNot: page.locator(`[data-state-value]:text-is("${before[0]}")`) }).first();
      const states = await moved
        .locator('svg [data-active="true"]')
        .evaluateAll((n) => n.map((x) => x.getAttribute('data-state-key')));
      expect(states).not.toContain(before[0]);
      const logged = await page
        .locator('.sf-inspector__log li[data-machine-id="addToCartButton"]')
        .evaluateAll((items) => items.map((i) => i.getAttribute('data-event-type')));
      expect(logged.filter((t) => t !== 'xstate.init').length).toBeGreaterThan(0);
    });
  }
});
