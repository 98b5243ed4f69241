import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { machineRegistry } from '../../machines/index';
import type { RunningShop } from '../../server/start';
import { machineGraph } from '../../ui/devtools/graph';
import { launchBrowser } from '../support/browser';
import { startTestShop } from '../support/shop';

describe('machine visualizer', () => {
  let shop: RunningShop;
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    shop = await startTestShop({ devtools: true });
    browser = await launchBrowser();
    page = await browser.newPage();
  });
  afterAll(async () => {
    await browser?.close();
    await shop?.close();
  });

  it('draws one statechart per registered machine, each with its states named', async () => {
    await page.goto(`${shop.url}/__statefront/machines/`);
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
    await page.goto(`${shop.url}/__statefront/machines/`);
    const labels = await page.locator('.statechart-transition-label').allTextContents();
    expect(labels).toContain('after 2000ms');
    expect(labels).toContain('CHOOSE');
    expect(labels).toContain('[isNewOrder]');
  });
});
