import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../../server/app';
import { defaultShopSettings, type ShopSettings } from '../../server/config';
import type { Db } from '../../server/db/index';

/** A client folder with just a manifest, so pages render without a Vite build. */
function fakeClientDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'statefront-client-'));
  mkdirSync(path.join(dir, '.vite'));
  writeFileSync(
    path.join(dir, '.vite', 'manifest.json'),
    JSON.stringify({ 'src/entry-client.tsx': { file: 'assets/entry-client.js', isEntry: true } }),
  );
  return dir;
}

export function buildTestApp(db: Db, settings: Partial<ShopSettings> = {}): Promise<FastifyInstance> {
  return buildApp({ db, settings: { ...defaultShopSettings, ...settings }, clientDir: fakeClientDir() });
}

/**
 * One shopper's browser for `app.inject`: keeps the cookies the server sets (and drops
 * those it clears) and sends them back, from one address.
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
      headers: { ...(cookie ? { cookie } : {}), ...options.headers },
    });
    for (const c of response.cookies) {
      const expired = c.value === '' || (c.expires !== undefined && new Date(c.expires).getTime() <= Date.now());
      if (expired) this.cookies.delete(c.name);
      else this.cookies.set(c.name, c.value);
    }
    return response;
  }

  get(url: string) {
    return this.request({ method: 'GET', url });
  }

  /** Posts a form the way a browser does. */
  postForm(url: string, fields: Record<string, string>) {
    return this.request({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(fields).toString(),
    });
  }
}

const decode = (s: string) =>
  s
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/** The storefront configuration a page embeds. */
export function pageConfig(html: string): Record<string, unknown> {
  const match = /<meta name="statefront-config" content="([^"]*)"/.exec(html);
  if (!match?.[1]) throw new Error('page has no storefront configuration');
  return JSON.parse(decode(match[1]));
}

/** The `_nonce` of the form posting to `action`. */
export function formNonce(html: string, action: string): string {
  const form = html.split('<form').find((f) => f.includes(`action="${action}"`));
  const match = form && /name="_nonce" value="([^"]*)"/.exec(form);
  if (!match?.[1]) throw new Error(`page has no form posting to ${action}`);
  return match[1];
}
