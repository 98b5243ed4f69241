import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir, userInfo } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fakeClientBuild, formNonce, parsePage, textOf } from '../support/app';
import { openPostgres } from '../support/databases';
import { freePort, type RunningProcess, startRunning, stop } from '../support/shop-process';

/**
 * deploy/nginx.conf as shipped, in front of two app servers (`npm start`, each its own
 * process) on one Postgres database: pages for visitors without a session come from
 * nginx's cache, a shopper with a cart always reaches an app server, and either app server
 * sees a cart made through the other.
 */
const NGINX = '/usr/sbin/nginx';
const url = process.env.DATABASE_URL;
const missing = !existsSync(NGINX) ? `${NGINX} not installed` : !url ? 'DATABASE_URL not set' : '';

/** The shipped configuration with this run's ports and folders, failing if one is not where it was. */
function configFor(prefix: string, listen: number, servers: string[]): string {
  let config = readFileSync(path.resolve('deploy/nginx.conf'), 'utf8');
  const replace = (pattern: RegExp, by: string) => {
    if (!pattern.test(config)) throw new Error(`deploy/nginx.conf has no ${pattern}`);
    config = config.replace(pattern, by);
  };
  // Run as whoever runs the test: its own folders under /tmp, no system paths.
  replace(/^user www-data;$/m, userInfo().uid === 0 ? `user ${userInfo().username};` : '');
  replace(/\/run\/nginx\.pid/, path.join(prefix, 'nginx.pid'));
  replace(/\/var\/log\/nginx/g, prefix);
  replace(/\/var\/lib\/nginx/g, prefix);
  replace(/\/var\/cache\/nginx\/statefront/, path.join(prefix, 'cache'));
  replace(/listen 80;/, `listen 127.0.0.1:${listen};`);
  replace(
    /(\s*server 127\.0\.0\.1:3000 [^;]*;\s*server 127\.0\.0\.1:3001 [^;]*;)/,
    servers.map((s) => `\n        server ${s} max_fails=3 fail_timeout=10s;`).join(''),
  );
  return config;
}

async function waitForAnswer(target: string, proc: ChildProcess): Promise<void> {
  for (let attempt = 0; attempt < 100; attempt++) {
    if (proc.exitCode !== null) throw new Error(`nginx exited with ${proc.exitCode}`);
    try {
      await fetch(target);
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  throw new Error('nginx did not answer');
}

describe.skipIf(missing !== '')(`nginx in front of two app servers${missing ? ` (${missing})` : ''}`, () => {
  let database: Awaited<ReturnType<typeof openPostgres>>;
  let scratch: string;
  let a: RunningProcess;
  let b: RunningProcess;
  let nginx: ChildProcess;
  let nginxLog = '';
  let front = '';

  beforeAll(async () => {
    database = await openPostgres(url as string);
    scratch = mkdtempSync(path.join(tmpdir(), 'statefront-nginx-'));
    fakeClientBuild(path.join(scratch, 'dist', 'client'));
    const port = await freePort();
    const env = {
      DATABASE_URL: database.url,
      TRUST_PROXY: 'yes',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      POPUP: 'off',
      WEB_CONCURRENCY: '1',
    };
    // One after the other: the first seeds the demo catalogue.
    a = await startRunning(scratch, { ...env, PORT: String(await freePort()) });
    b = await startRunning(scratch, { ...env, PORT: String(await freePort()) });

    const prefix = path.join(scratch, 'nginx');
    mkdirSync(path.join(prefix, 'cache'), { recursive: true });
    const conf = path.join(prefix, 'nginx.conf');
    writeFileSync(
      conf,
      configFor(
        prefix,
        port,
        [a.url, b.url].map((u) => new URL(u).host),
      ),
    );
    nginx = spawn(NGINX, ['-p', prefix, '-e', path.join(prefix, 'error.log'), '-c', conf, '-g', 'daemon off;'], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    nginx.stderr?.on('data', (d) => {
      nginxLog += d;
    });
    front = `http://127.0.0.1:${port}`;
    await waitForAnswer(front, nginx);
  });
  afterAll(async () => {
    if (nginx && nginx.exitCode === null) {
      const exited = new Promise((resolve) => nginx.once('close', resolve));
      nginx.kill('SIGQUIT');
      await exited;
    }
    if (a) await stop(a.child);
    if (b) await stop(b.child);
    await database?.close();
    if (scratch) rmSync(scratch, { recursive: true, force: true });
  });

  const get = (target: string, headers: Record<string, string> = {}) => fetch(target, { headers, redirect: 'manual' });
  const cartCount = (html: string) => textOf(parsePage(html).querySelector('.site-header .cart-contents-count'));

  /** A shopper's session, from adding a product through the given server. */
  async function addToCart(through: string): Promise<{ cookie: string; name: string }> {
    const listing = parsePage(await (await get(`${front}/shop/`)).text());
    const button = listing.querySelector('[data-product_id]');
    const name = textOf(button?.closest('.product-card')?.querySelector('.product-card__title'));
    const added = await get(`${through}/shop/?add-to-cart=${button?.getAttribute('data-product_id')}`);
    expect(added.status).toBe(303);
    const cookie = /sf_session=[^;]+/.exec(added.headers.get('set-cookie') ?? '')?.[0] ?? '';
    expect(cookie).not.toBe('');
    return { cookie, name };
  }

  it('serves the page a visitor without a session gets from its cache, in each encoding', async () => {
    const page = `${front}/product-category/mugs/`;
    const first = await get(page);
    const firstBody = await first.text();
    expect(first.status).toBe(200);
    expect(first.headers.get('x-cache-status'), nginxLog).toBe('MISS');
    const second = await get(page);
    expect(second.headers.get('x-cache-status')).toBe('HIT');
    expect(await second.text()).toBe(firstBody);
    expect(second.headers.get('cache-control')).toMatch(/^public, .*s-maxage=\d+/);

    const br = { 'accept-encoding': 'gzip, deflate, br' };
    expect((await get(page, br)).headers.get('x-cache-status')).toBe('MISS');
    const brAgain = await get(page, br);
    expect(brAgain.headers.get('x-cache-status')).toBe('HIT');
    expect(brAgain.headers.get('content-encoding')).toBe('br');
    // fetch decodes it: the same page.
    expect(await brAgain.text()).toBe(firstBody);
  });

  it('never serves a shopper with a cart a cached page, nor keeps their cart for anyone else', async () => {
    const warm = await get(`${front}/shop/`);
    await warm.arrayBuffer();
    expect((await get(`${front}/shop/`)).headers.get('x-cache-status')).toBe('HIT');

    const { cookie } = await addToCart(front);
    for (let i = 0; i < 2; i++) {
      const own = await get(`${front}/shop/`, { cookie });
      expect(own.headers.get('x-cache-status')).toBe('BYPASS');
      expect(own.headers.get('cache-control')).toBe('private, no-cache');
      expect(cartCount(await own.text())).toMatch(/^1 item /);
    }
    const anonymous = await get(`${front}/shop/`);
    expect(anonymous.headers.get('x-cache-status')).toBe('HIT');
    expect(cartCount(await anonymous.text())).toMatch(/^0 items /);
  });

  it('shows a cart made through one app server through the other, and through nginx to both', async () => {
    const { cookie, name } = await addToCart(a.url);
    const lines = (html: string) => [...parsePage(html).querySelectorAll('.cart_item .product-name')].map(textOf);
    expect(lines(await (await get(`${b.url}/cart/`, { cookie })).text())).toEqual([name]);
    // nginx takes turns between the two: every answer shows the cart.
    for (let i = 0; i < 4; i++) {
      const page = await get(`${front}/cart/`, { cookie });
      expect(page.headers.get('x-cache-status')).toBe('BYPASS');
      expect(lines(await page.text())).toEqual([name]);
    }
  });

  // What a client sends in X-Forwarded-* must not choose what nginx's app servers believe
  // (TRUST_PROXY=yes): nginx names the host and appends the address it saw.
  it('keeps a host a client names in X-Forwarded-Host out of the page it caches for everyone', async () => {
    const page = `${front}/product/giant-soup-mug/`;
    const sharedAddress = (html: string) => {
      const href = parsePage(html).querySelector('.share__link--facebook')?.getAttribute('href') ?? '';
      return new URL(href).searchParams.get('u');
    };
    const poisoned = await get(page, { 'x-forwarded-host': 'attacker.example' });
    expect(poisoned.status).toBe(200);
    expect(sharedAddress(await poisoned.text())).toBe(page);
    const next = await get(page);
    expect(next.headers.get('x-cache-status')).toBe('HIT');
    expect(sharedAddress(await next.text())).toBe(page);
  });

  it('locks out failed logins by the address nginx saw, whatever X-Forwarded-For a client sends', async () => {
    const account = await get(`${front}/my-account/`);
    // A guest's form nonce is bound to a browser-session cookie of its own.
    const cookie = account.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    const nonce = formNonce(await account.text(), '/my-account/login');
    const logIn = (password: string, forwardedFor: string) =>
      fetch(`${front}/my-account/login`, {
        method: 'POST',
        redirect: 'manual',
        headers: { cookie, 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': forwardedFor },
        body: new URLSearchParams({ _nonce: nonce, email: 'nobody@example.com', password }).toString(),
      });
    // Five failures for one email from one address, each claiming another address.
    for (let i = 1; i <= 5; i++) {
      const failed = await logIn(`wrong ${i}`, `203.0.113.${i}`);
      expect(failed.status, await failed.text()).toBe(401);
    }
    expect((await logIn('wrong 6', '203.0.113.6')).status).toBe(429);
  });
});
