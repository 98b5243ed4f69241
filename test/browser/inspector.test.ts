import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { machineRegistry } from '../../machines/index';
import { setUpBrowserShop } from '../support/browser';
import { waitForHydration } from '../support/page';

const WAIT = { timeout: 30_000 };

const actorsOf = (page: Page, machineId: string) =>
  page.locator(`.sf-inspector__actor[data-machine-id="${machineId}"]`);

/** The diagram of the first actor of a machine in the inspector panel. */
const chartOf = (page: Page, machineId: string) =>
  actorsOf(page, machineId).locator(`svg[data-machine="${machineId}"]`).first();

/** Unfolds the first actor of a machine, as a developer clicks its line. */
const openActor = (page: Page, machineId: string) =>
  actorsOf(page, machineId).first().locator('summary').first().click();

/** The states highlighted as current on that diagram, innermost last. */
const highlighted = (page: Page, machineId: string) =>
  chartOf(page, machineId)
    .locator('[data-active="true"]')
    .evaluateAll((nodes) => nodes.map((n) => n.getAttribute('data-state-key')));

const loggedTypes = (page: Page) =>
  page.locator('.sf-inspector__log li').evaluateAll((items) => items.map((i) => i.getAttribute('data-event-type')));

describe('live machine inspector', () => {
  const env = setUpBrowserShop();
  let page: Page;
  beforeEach(async () => {
    page = await env.newPage({ viewport: { width: 1280, height: 800 } });
  });

  it('follows the result count from waiting to announced as its 2000 ms delay passes', async () => {
    // Page time stands still until the test moves it, so "waiting" is there to be seen.
    await page.clock.install();
    await page.clock.pauseAt(Date.now() + 60_000);
    await page.goto(`/shop/?inspect=1`);
    // With page time standing still the first screen is never over (0312): the developer's
    // first move brings the page's code.
    await page.mouse.move(640, 400);
    await page.locator('.sf-inspector__actor[data-machine-id="resultCount"]').waitFor(WAIT);
    await page.locator('.sf-inspector__actor[data-machine-id="sortForm"]').waitFor(WAIT);
    await openActor(page, 'resultCount');
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

  it('shows the sort form take the CHANGE event of another order and move to submitting', async () => {
    // Answer the reload with 204 No Content: the browser keeps the page, and the panel.
    await page.route(/orderby=price/, (route) => route.fulfill({ status: 204 }));
    await page.goto(`/shop/?inspect=1`);
    await openActor(page, 'sortForm');
    await chartOf(page, 'sortForm').waitFor(WAIT);
    expect(await highlighted(page, 'sortForm')).toEqual(['sortForm', 'idle', 'choosing']);

    await page.locator('select#orderby').selectOption('price');
    await expect.poll(() => highlighted(page, 'sortForm'), WAIT).toEqual(['sortForm', 'submitting']);
    const choose = page.locator('.sf-inspector__log li[data-event-type="CHANGE"]');
    expect(await choose.getAttribute('data-machine-id')).toBe('sortForm');
    expect(await choose.textContent()).toContain('"value":"price"');
    // The machine carries the view's form; its context names the element instead of failing.
    await actorsOf(page, 'sortForm').first().locator('.sf-inspector__context summary').click();
    const context = await actorsOf(page, 'sortForm').first().locator('.sf-inspector__context pre').textContent();
    expect(JSON.parse(context ?? '')).toMatchObject({ chosen: 'price', form: { current: '<form>' } });
  });

  it('stays on across the listing reloads of this tab until turned off, and folds away', async () => {
    await page.goto(`/shop/?inspect=1`);
    await page.locator('.sf-inspector').waitFor(WAIT);
    await page.goto(`/shop/?orderby=price`);
    await actorsOf(page, 'sortForm').first().waitFor(WAIT);

    const toggle = page.getByRole('button', { name: 'Hide' });
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    await toggle.click();
    expect(await page.getByRole('button', { name: 'Show' }).getAttribute('aria-expanded')).toBe('false');
    expect(await page.locator('.sf-inspector__log').isVisible()).toBe(false);

    await page.getByRole('link', { name: 'Stop inspecting' }).click();
    await page.waitForURL(/inspect=0/);
    await page.goto(`/shop/`);
    await page.locator('.result-count').waitFor(WAIT);
    expect(await page.locator('.sf-inspector').count()).toBe(0);
  });

  it('loads none of its code on a page without the switch', async () => {
    const scripts: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
    });
    await page.goto(`/shop/`, { waitUntil: 'networkidle' });
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.filter((s) => s.includes('inspector'))).toEqual([]);
    expect(await page.locator('.sf-inspector').count()).toBe(0);
  });

  // The add-to-cart button's machine registers with the id 'addToCartButton'; while it
  // is registered, this test runs with the others.
  for (const entry of machineRegistry.filter((e) => e.machine.id === 'addToCartButton')) {
    it(`moves a clicked add-to-cart button's ${entry.name} actor to the top, out of its first state`, async () => {
      await page.goto(`/shop/?inspect=1`);
      await waitForHydration(page);
      const buttons = actorsOf(page, 'addToCartButton');
      await buttons.first().waitFor(WAIT);
      const values = () =>
        buttons.evaluateAll((actors) => actors.map((a) => a.querySelector('[data-state-value]')?.textContent ?? ''));
      const before = await values();
      expect(new Set(before).size).toBe(1);

      await page.locator('a.ajax-add-to-cart').first().click();
      await expect.poll(values, WAIT).not.toEqual(before);
      // Listed before every button still in its first state: the most recently active first.
      const listed = await page
        .locator('.sf-inspector__actor')
        .evaluateAll((actors) =>
          actors.map((a) => [a.getAttribute('data-machine-id'), a.querySelector('[data-state-value]')?.textContent]),
        );
      const clicked = listed.findIndex(([id, value]) => id === 'addToCartButton' && value !== before[0]);
      const untouched = listed.findIndex(([id, value]) => id === 'addToCartButton' && value === before[0]);
      expect(clicked).toBeGreaterThanOrEqual(0);
      expect(clicked).toBeLessThan(untouched);

      // The first state is nested (ready.idle): its value is JSON, matched as whole text.
      expect(before[0]).toBe('{"ready":"idle"}');
      const first = page.locator('[data-state-value]', { hasText: /^\{"ready":"idle"\}$/ });
      const moved = buttons.filter({ hasNot: first }).first();
      await moved.locator('summary').first().click();
      await moved.locator('svg').waitFor(WAIT);
      const states = await moved
        .locator('svg [data-active="true"]')
        .evaluateAll((n) => n.map((x) => x.getAttribute('data-state-key')));
      expect(states).not.toContain('idle');
      const logged = await page
        .locator('.sf-inspector__log li[data-machine-id="addToCartButton"]')
        .evaluateAll((items) => items.map((i) => i.getAttribute('data-event-type')));
      expect(logged.filter((t) => t !== 'xstate.init').length).toBeGreaterThan(0);
    });
  }

  it('lists every actor folded, and narrows actors and events to the machines a filter names', async () => {
    await page.goto(`/shop/?inspect=1`);
    await actorsOf(page, 'sortForm').first().waitFor(WAIT);
    const all = await page.locator('.sf-inspector__actor').count();
    expect(all).toBeGreaterThan(10);
    expect(await page.locator('.sf-inspector__actor details[open]').count()).toBe(0);
    expect(await page.locator('.sf-inspector svg').count()).toBe(0);

    await page.getByLabel('Filter by machine').fill('sortform');
    const listed = await page
      .locator('.sf-inspector__actor')
      .evaluateAll((actors) => actors.map((a) => a.getAttribute('data-machine-id')));
    expect(listed.length).toBeGreaterThan(0);
    expect(new Set(listed)).toEqual(new Set(['sortForm']));
    const logged = await page
      .locator('.sf-inspector__log li')
      .evaluateAll((items) => items.map((i) => i.getAttribute('data-machine-id')));
    expect(new Set(logged)).toEqual(new Set(['sortForm']));
    // Actors may still start as the shopper types (link prefetching loads on the first key),
    // so the total is at least what was counted before the filter.
    const [shown, total] = ((await page.locator('.sf-inspector output').textContent()) ?? '').split(' of ');
    expect(Number(shown)).toBe(listed.length);
    expect(Number(total)).toBeGreaterThanOrEqual(all);
  });

  it('docks at the right, is resized from its edge with the keyboard, and docks at the bottom', async () => {
    await page.goto(`/shop/?inspect=1`);
    const panel = page.getByRole('complementary', { name: 'Machine inspector' });
    await panel.waitFor(WAIT);
    const docked = (await panel.boundingBox())!;
    expect(docked.x + docked.width).toBe(1280);
    expect(docked.height).toBe(800);
    expect(docked.width).toBeLessThanOrEqual(1280 * 0.35);

    await page.getByRole('separator', { name: 'Inspector width' }).focus();
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    expect((await panel.boundingBox())!.width).toBe(docked.width + 80);

    await page.getByRole('button', { name: 'Dock at bottom' }).click();
    const bottom = (await panel.boundingBox())!;
    expect(bottom.width).toBe(1280);
    expect(bottom.y + bottom.height).toBe(800);
    expect(bottom.height).toBeLessThanOrEqual(800 * 0.4);
  });

  it('sits at the bottom of a phone screen, leaving the page above it, and folds to its header', async () => {
    const phone = await env.newPage({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    await phone.goto(`/shop/?inspect=1`);
    const panel = phone.getByRole('complementary', { name: 'Machine inspector' });
    await panel.waitFor(WAIT);
    const box = (await panel.boundingBox())!;
    expect(box.width).toBe(390);
    expect(box.y + box.height).toBe(844);
    expect(box.height).toBeLessThanOrEqual(844 * 0.4);

    await phone.getByRole('button', { name: 'Hide' }).click();
    expect((await panel.boundingBox())!.height).toBeLessThan(100);
  });

  it('has no accessibility violations axe can find, with a diagram open', async () => {
    await page.goto(`/shop/?inspect=1`);
    await actorsOf(page, 'sortForm').first().waitFor(WAIT);
    await openActor(page, 'sortForm');
    await chartOf(page, 'sortForm').waitFor(WAIT);
    const { violations } = await new AxeBuilder({ page }).include('.sf-inspector').analyze();
    expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  });
});
