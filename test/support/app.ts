import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { JSDOM } from 'jsdom';
import { buildApp } from '../../server/app';
import { defaultShopSettings, type ShopSettings } from '../../server/config';
import type { Db } from '../../server/db/index';
import type { NewProduct } from '../../server/db/schema';

let fakeClientDir: string | undefined;

/**
 * A client "build" with only a manifest, so server suites render pages without running
 * `vite build`: pages reference the entry script by the name the manifest gives.
 */
export function fakeClientBuild(into?: string): string {
  if (fakeClientDir && !into) return fakeClientDir;
  const dir = into ?? mkdtempSync(path.join(tmpdir(), 'statefront-client-'));
  mkdirSync(path.join(dir, '.vite'), { recursive: true });
  mkdirSync(path.join(dir, 'assets'), { recursive: true });
  const manifest = {
    'src/entry-client.tsx': {
      file: 'assets/entry-client-test.js',
      css: ['assets/entry-client-test.css'],
      isEntry: true,
    },
  };
  writeFileSync(path.join(dir, '.vite', 'manifest.json'), JSON.stringify(manifest));
  writeFileSync(path.join(dir, 'assets', 'entry-client-test.js'), 'export {};\n');
  writeFileSync(path.join(dir, 'assets', 'entry-client-test.css'), 'body > main { margin: 0; }\n');
  if (!into) fakeClientDir = dir;
  return dir;
}

/** A client build of its own (a fresh folder), for a suite that removes it when done. */
export function freshClientBuild(): string {
  return fakeClientBuild(mkdtempSync(path.join(tmpdir(), 'statefront-client-')));
}

/** The shop server on `db`, for `app.inject`. */
export function buildTestApp(db: Db, settings: Partial<ShopSettings> = {}): Promise<FastifyInstance> {
  return buildApp({ db, settings: { ...defaultShopSettings, ...settings }, clientDir: fakeClientBuild() });
}

/**
 * One shopper's browser without JavaScript, from one address: keeps the cookies the shop
 * sets (and drops those it clears), follows nothing by itself (tests look at each
 * redirect), and posts forms as a browser does.
 */
export class Shopper {
  readonly cookies = new Map<string, string>();
  constructor(
    private readonly app: FastifyInstance,
    readonly ip = '203.0.113.7',
  ) {}

  async request(options: InjectOptions): Promise<LightMyRequestResponse> {
    const cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const response = await this.app.inject({
      remoteAddress: this.ip,
      ...options,
      headers: { ...(cookie ? { cookie } : {}), ...(options.headers ?? {}) },
    });
    for (const c of response.cookies as { name: string; value: string; expires?: Date; maxAge?: number }[]) {
      const expired = (c.expires && c.expires.getTime() <= Date.now()) || c.maxAge === 0 || c.value === '';
      if (expired) this.cookies.delete(c.name);
      else this.cookies.set(c.name, c.value);
    }
    return response;
  }

  get(url: string): Promise<LightMyRequestResponse> {
    return this.request({ method: 'GET', url });
  }

  /** Posts a form the way a browser does. */
  postForm(url: string, fields: Record<string, string>): Promise<LightMyRequestResponse> {
    return this.request({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(fields).toString(),
    });
  }

  /** GETs `url` and follows redirects within the shop, as a browser would. */
  async visit(url: string, maxRedirects = 5): Promise<{ response: LightMyRequestResponse; url: string }> {
    let current = url;
    for (let i = 0; i <= maxRedirects; i++) {
      const response = await this.get(current);
      const location = response.headers.location;
      if (response.statusCode < 300 || response.statusCode >= 400 || typeof location !== 'string') {
        return { response, url: current };
      }
      const next = new URL(location, `http://shop.test${current}`);
      if (next.host !== 'shop.test') throw new Error(`redirect off the shop: ${location}`);
      current = `${next.pathname}${next.search}`;
    }
    throw new Error(`too many redirects from ${url}`);
  }
}

export function parsePage(html: string): Document {
  return new JSDOM(html).window.document;
}

/** The text of an element with runs of white space folded, as a reader hears it. */
export function textOf(el: Element | null | undefined): string {
  return (el?.textContent ?? '').replace(/\s+/g, ' ').trim();
}

/** The storefront configuration a page embeds (src/Document). */
export function pageConfig(html: string): Record<string, unknown> {
  const content = parsePage(html).querySelector('meta[name="statefront-config"]')?.getAttribute('content');
  if (!content) throw new Error('page has no storefront configuration');
  return JSON.parse(content);
}

/** The `_nonce` of the form posting to `action`. */
export function formNonce(html: string, action: string): string {
  const input = parsePage(html).querySelector(`form[action="${action}"] input[name="_nonce"]`);
  const nonce = input?.getAttribute('value');
  if (!nonce) throw new Error(`page has no form posting to ${action}`);
  return nonce;
}

/** A simple, in-stock product row with nothing but what `p` sets: a catalogue of one's own for a suite. */
export function testProduct(
  p: Pick<NewProduct, 'slug' | 'name' | 'sku' | 'price_cents'> & Partial<NewProduct>,
): NewProduct {
  return {
    type: 'simple',
    sale_price_cents: null,
    stock_status: 'instock',
    stock_quantity: null,
    rating: 0,
    rating_count: 0,
    sales_count: 0,
    menu_order: 0,
    short_description: '',
    description: '',
    images: '[]',
    ...p,
  };
}
