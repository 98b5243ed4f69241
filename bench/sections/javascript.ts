import { chromium, type Page } from 'playwright-core';
import { chromiumLaunchOptions } from '../../test/support/chromium';
import type { BenchContext, BenchSection } from '../types';

/** React 19 + react-dom + XState, gzip: the floor any page ships (docs/decisions/0012-benchmarks.md). */
const FLOOR_KB = 81;
/** The JavaScript budget per page, gzip, everything the browser fetches on load (issue 10 section 3). */
const BUDGET_KB = 100;

interface Fetched {
  url: string;
  type: string;
  /** Bytes of the body as served (brotli or gzip where the browser asked for it). */
  encoded: number;
  encoding: string;
}

/** Every script, style and font the page fetched from loading until the network is idle. */
async function fetchedOnLoad(page: Page, path: string): Promise<Fetched[]> {
  const fetched: Fetched[] = [];
  const pending: Promise<void>[] = [];
  page.on('requestfinished', (request) => {
    const type = request.resourceType();
    if (type !== 'script' && type !== 'stylesheet' && type !== 'font') return;
    pending.push(
      (async () => {
        const [sizes, response] = await Promise.all([request.sizes(), request.response()]);
        const encoding = (await response?.headerValue('content-encoding')) ?? 'identity';
        fetched.push({ url: new URL(request.url()).pathname, type, encoded: sizes.responseBodySize, encoding });
      })(),
    );
  });
  await page.goto(path, { waitUntil: 'networkidle' });
  // Prefetching and other on-load work start after `load`: give them the idle time they wait for.
  await page.waitForTimeout(1500);
  await page.waitForLoadState('networkidle');
  await Promise.all(pending);
  return fetched;
}

const kb = (n: number) => Math.round(n / 102.4) / 10;

/** What a real browser fetches on load per page type: scripts against the budget, styles and fonts. */
export const javascript: BenchSection = {
  name: 'javascript',
  async run(ctx: BenchContext) {
    const listing = await (await fetch(`${ctx.url}/shop/`)).text();
    const productPath = /href="(\/product\/[a-z0-9-]+\/)"/.exec(listing)?.[1] ?? '/product/missing/';
    const productId = /data-product_id="(\d+)"/.exec(listing)?.[1] ?? '0';
    const pages = [
      ['home page', '/'],
      ['shop listing', '/shop/'],
      ['product page', productPath],
      ['cart page, one line', '/cart/'],
    ] as const;

    const browser = await chromium.launch(chromiumLaunchOptions());
    const rows: (string | number)[][] = [];
    const data: Record<string, unknown> = {};
    try {
      for (const [label, path] of pages) {
        const context = await browser.newContext({ baseURL: ctx.url });
        const page = await context.newPage();
        // The line goes in by the shop's no-JS link, through the context's cookies, leaving the browser's cache empty.
        if (path === '/cart/') await context.request.get(`/shop/?add-to-cart=${productId}`);
        const fetched = await fetchedOnLoad(page, path);
        await context.close();
        const sum = (type: string) => fetched.filter((f) => f.type === type).reduce((n, f) => n + f.encoded, 0);
        const scripts = sum('script');
        rows.push([
          label,
          fetched.filter((f) => f.type === 'script').length,
          kb(scripts),
          `${Math.round((100 * scripts) / 1024 / BUDGET_KB)}%`,
          kb(sum('stylesheet')),
          kb(sum('font')),
        ]);
        data[path === productPath ? '/product/…/' : path] = { fetched, scriptBytes: scripts };
      }
    } finally {
      await browser.close();
    }
    return {
      title: 'What the browser fetches on load, per page type (Chromium, as served)',
      columns: ['page', 'scripts', 'script KB', 'of budget', 'style KB', 'font KB'],
      rows,
      notes: [
        'Debian’s Chromium loads each page in a fresh context (empty cache) until the network is idle, 1.5 s after',
        'load included; every script, style and font counted at its encoded size (brotli/gzip as served).',
        `Budget ${BUDGET_KB} KB of script per page; floor ≈ ${FLOOR_KB} KB gzip (React 19 + react-dom + XState).`,
      ],
      data,
    };
  },
};
