import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { machineRegistry } from '../../machines/index';
import { machineGraph } from '../../ui/devtools/graph';
import { setUpBrowserShop } from '../support/browser';

const MACHINES = '/__statefront/machines/';

/** Where a machine's chart and its box are on screen, and how far the box scrolls. */
function chartBox(page: Page, name: string) {
  return page.locator(`svg[data-machine="${name}"]`).evaluate((svg) => {
    const box = svg.parentElement!;
    const chart = svg.getBoundingClientRect();
    const frame = box.getBoundingClientRect();
    return {
      chartLeft: chart.left,
      chartRight: chart.right,
      frameLeft: frame.left,
      frameRight: frame.right,
      scrollLeft: box.scrollLeft,
      scrollable: box.scrollWidth > box.clientWidth,
    };
  });
}

describe('machine visualizer page', () => {
  const env = setUpBrowserShop({ devtools: true });

  it('draws one statechart per registered machine, each with its states named', async () => {
    const page = await env.newPage();
    await page.goto(MACHINES);
    const diagrams = page.locator('svg[data-machine]');
    expect(await diagrams.count()).toBe(machineRegistry.length);
    for (const entry of machineRegistry) {
      const diagram = page.locator(`svg[data-machine="${entry.name}"]`);
      expect(await diagram.isVisible()).toBe(true);
      for (const state of machineGraph(entry.machine).states) {
        const group = diagram.locator(`[data-state-id="${state.id}"]`);
        // History states are drawn as H / H*; every other state shows its own name.
        if (state.type !== 'history') expect(await group.locator('text').first().textContent()).toContain(state.key);
      }
      expect(await diagram.locator('[data-initial="true"]').count()).toBeGreaterThan(0);
    }
  });

  it('labels the transitions with their event, guard and delay', async () => {
    const page = await env.newPage();
    await page.goto(MACHINES);
    const labels = await page.locator('.statechart-transition-label').allTextContents();
    expect(labels).toContain('after 500ms');
    expect(labels).toContain('CHANGE');
    expect(labels).toContain('[isNewOrder]');
  });

  it('shows every chart whole inside its box on a 1280 px wide screen', async () => {
    const page = await env.newPage({ viewport: { width: 1280, height: 800 } });
    await page.goto(MACHINES);
    for (const entry of machineRegistry) {
      const at = await chartBox(page, entry.name);
      expect({ name: entry.name, scrollable: at.scrollable }).toEqual({ name: entry.name, scrollable: false });
      expect(at.chartRight).toBeLessThanOrEqual(at.frameRight);
    }
    // The widest chart's first state, once off the box's right edge, is on screen.
    const idle = page.locator('svg[data-machine="addToCartButton"] [data-state-key="idle"]');
    const frame = await page.locator('svg[data-machine="addToCartButton"]').locator('..').boundingBox();
    const state = await idle.boundingBox();
    expect(state!.x + state!.width).toBeLessThanOrEqual(frame!.x + frame!.width);
  });

  it('lets a keyboard user scroll a chart too wide for a phone screen', async () => {
    const page = await env.newPage({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    await page.goto(`${MACHINES}#machine-addToCartButton`);
    expect((await chartBox(page, 'addToCartButton')).scrollable).toBe(true);
    const box = page.getByRole('group', { name: 'Statechart of addToCartButton, scrollable' });
    // Reached with Tab from the link before it, as a keyboard user would.
    await page.locator('#machine-addToCartButton').getByRole('link', { name: 'Source for the Stately editor' }).focus();
    await page.keyboard.press('Tab');
    expect(await box.evaluate((el) => el === document.activeElement)).toBe(true);
    for (let i = 0; i < 5; i++) await page.keyboard.press('ArrowRight');
    // Chromium scrolls smoothly: the box moves over the next frames, not at once.
    await expect
      .poll(async () => (await chartBox(page, 'addToCartButton')).scrollLeft, { timeout: 10_000 })
      .toBeGreaterThan(0);
  });

  it('has no accessibility violations axe can find', async () => {
    const page = await env.newPage();
    await page.goto(MACHINES);
    const { violations } = await new AxeBuilder({ page }).analyze();
    expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  });
});
