import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { JSDOM } from 'jsdom';
import { buildApp } from '../../server/app';
import { defaultShopSettings, type ShopSettings } from '../../server/config';
import type { Db } from '../../server/db/index';

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
  if (!into) fakeClientDir = dir;
  return dir;
}

/** The shop server on `db`, for `app.inject`. */
export function buildTestApp(db: Db, settings: Partial<ShopSettings> = {}): Promise<FastifyInstance> {
  return buildApp({ db, settings: { ...defaultShopSettings, ...settings }, clientDir: fakeClientBuild() });
}

/**
 * One shopper's browser without JavaScript: keeps the cookies the shop sets, follows
 * nothing by itself (tests look at each redirect), and parses pages.
 */
export class Shopper {
  readonly cookies = new Map<string, string>();
  constructor(private readonly app: FastifyInstance) {}

  async request(options: InjectOptions): Promise<LightMyRequestResponse> {
    const cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const response = await this.app.inject({
      ...options,
      headers: { ...(options.headers ?? {}), ...(cookie ? { cookie } : {}) },
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
