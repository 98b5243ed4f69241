import { gzipSync } from 'node:zlib';
import type { BenchContext, BenchSection } from '../types';

/** React 19 + react-dom + XState, gzip: the floor any page ships (docs/decisions/0012-benchmarks.md). */
const FLOOR_KB = 81;
/** The budget per page before on-demand chunks (docs/decisions/0012-benchmarks.md). */
const BUDGET_KB = 100;

/** The JavaScript each page type makes the browser load up front: the entry and its preloads. */
export const javascript: BenchSection = {
  name: 'javascript',
  async run(ctx: BenchContext) {
    const listing = await (await fetch(`${ctx.url}/shop/`)).text();
    const productPath = /href="(\/product\/[a-z0-9-]+\/)"/.exec(listing)?.[1] ?? '/product/missing/';
    const pages = [
      ['home page', '/'],
      ['shop listing', '/shop/'],
      ['category listing', '/product-category/mugs/'],
      ['product page', productPath],
      ['cart page', '/cart/'],
      ['journal', '/journal/'],
      ['journal post', '/journal/how-our-mugs-are-glazed/'],
      ['404 page', '/no-such-page/'],
    ] as const;

    const sizes = new Map<string, { raw: number; gzip: number }>();
    const sizeOf = async (src: string) => {
      const known = sizes.get(src);
      if (known) return known;
      const body = Buffer.from(await (await fetch(new URL(src, ctx.url))).arrayBuffer());
      const size = { raw: body.length, gzip: gzipSync(body, { level: 9 }).length };
      sizes.set(src, size);
      return size;
    };

    const rows: (string | number)[][] = [];
    const data: Record<string, unknown> = {};
    for (const [label, path] of pages) {
      const html = await (await fetch(`${ctx.url}${path}`)).text();
      const scripts = new Set<string>();
      for (const m of html.matchAll(/<script[^>]*\bsrc="([^"]+)"/g)) if (m[1]) scripts.add(m[1]);
      for (const m of html.matchAll(/<link[^>]*\brel="modulepreload"[^>]*\bhref="([^"]+)"/g))
        if (m[1]) scripts.add(m[1]);
      let raw = 0;
      let gzip = 0;
      for (const src of scripts) {
        const size = await sizeOf(src);
        raw += size.raw;
        gzip += size.gzip;
      }
      const kb = (n: number) => Math.round(n / 102.4) / 10;
      rows.push([
        label,
        scripts.size,
        kb(raw),
        kb(gzip),
        `${Math.round((100 * gzip) / 1024 / BUDGET_KB)}%`,
        `${(gzip / 1024 / FLOOR_KB).toFixed(2)}×`,
      ]);
      data[path] = { scripts: [...scripts], rawBytes: raw, gzipBytes: gzip };
    }
    return {
      title: 'JavaScript shipped per page type, before on-demand chunks',
      columns: ['page', 'files', 'raw KB', 'gzip KB', 'of budget', 'vs floor'],
      rows,
      notes: [
        `Entry script plus its modulepreloads, each gzipped (level 9). Budget ${BUDGET_KB} KB gzip;`,
        `floor ≈ ${FLOOR_KB} KB gzip (React 19 + react-dom + XState, the least any page of this design ships).`,
      ],
      data,
    };
  },
};
