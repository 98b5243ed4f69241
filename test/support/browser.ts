import { type Browser, type BrowserContext, type BrowserContextOptions, chromium, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll } from 'vitest';
import type { ShopSettings } from '../../server/config';
import type { RunningShop } from '../../server/start';
import { chromiumLaunchOptions } from './chromium';
import { startTestShop } from './shop';

/** What the pages' Content-Security-Policy blocked since the last `takeCspViolations()`. */
const cspViolations: string[] = [];

/** Returns and forgets the violations seen so far; the browser suites' setup fails a test on any. */
export function takeCspViolations(): string[] {
  return cspViolations.splice(0);
}

/** React's hydration errors and warnings seen since the last `takeHydrationErrors()`. */
const hydrationErrors: string[] = [];

/** Returns and forgets the hydration errors seen so far; the browser suites' setup fails a test on any. */
export function takeHydrationErrors(): string[] {
  return hydrationErrors.splice(0);
}

/**
 * React's word that an island's server markup did not match its first render in the
 * browser: in development a console error naming hydration; in production a recoverable
 * error (minified #418, #419, #421, #422, #423, #425) React reports as an uncaught error.
 */
const HYDRATION = /hydrat|Minified React error #(418|419|421|422|423|425)\b/i;

function watchHydration(context: BrowserContext): void {
  context.on('console', (message) => {
    if ((message.type() === 'error' || message.type() === 'warning') && HYDRATION.test(message.text())) {
      hydrationErrors.push(message.text());
    }
  });
  context.on('weberror', (error) => {
    const text = String(error.error()?.message ?? error.error());
    if (HYDRATION.test(text)) hydrationErrors.push(text);
  });
}

/**
 * Every context reports what the page's policy blocks: the page's own
 * `securitypolicyviolation` events, and Chromium's console errors for what it refused
 * before any script ran (an inline script, a style attribute in the HTML).
 */
async function watchCsp(context: BrowserContext): Promise<void> {
  await context.exposeBinding('__statefrontCspViolation', (_source, text: string) => {
    cspViolations.push(text);
  });
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      const report = (window as unknown as { __statefrontCspViolation: (t: string) => void }).__statefrontCspViolation;
      report(`${e.violatedDirective} blocked ${e.blockedURI || 'inline'} at ${e.documentURI}`);
    });
  });
  context.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) {
      cspViolations.push(message.text());
    }
  });
}

export interface BrowserOptions {
  /**
   * Keep Chromium's back/forward cache, which Playwright turns off by default: Back then
   * restores the page as it was left (`pageshow` with `persisted`), as most shoppers'
   * browsers do. Off, Back loads the page again, from the HTTP cache where it can.
   */
  backForwardCache?: boolean;
}

/** Debian's Chromium, headless, with nothing reaching out to the network; every context watched for CSP violations and hydration errors. */
export async function launchBrowser(options: BrowserOptions = {}): Promise<Browser> {
  const browser = await chromium.launch({
    ...chromiumLaunchOptions(),
    ...(options.backForwardCache ? { ignoreDefaultArgs: ['--disable-back-forward-cache'] } : {}),
  });
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (...args: Parameters<Browser['newContext']>) => {
    const context = await newContext(...args);
    await watchCsp(context);
    watchHydration(context);
    return context;
  };
  return browser;
}

export interface BrowserShop {
  readonly shop: RunningShop;
  readonly browser: Browser;
  /** A page in a context of its own (its own cookies), with relative URLs on the shop; closed after the test. */
  newPage(options?: BrowserContextOptions): Promise<Page>;
}

/**
 * The setup of a browser test file: one shop (with `settings`) and one Chromium for the
 * file, started before its tests and closed after them, and a fresh browser context for
 * each page a test opens. Call it at the top of the file or of a `describe`.
 */
export function setUpBrowserShop(
  settings: Partial<ShopSettings> = {},
  browserOptions: BrowserOptions = {},
): BrowserShop {
  let shop: RunningShop | undefined;
  let browser: Browser | undefined;
  const contexts: BrowserContext[] = [];
  beforeAll(async () => {
    [shop, browser] = await Promise.all([startTestShop(settings), launchBrowser(browserOptions)]);
  });
  afterEach(async () => {
    for (const context of contexts.splice(0)) await context.close();
  });
  afterAll(async () => {
    await browser?.close();
    await shop?.close();
  });
  const started = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('setUpBrowserShop: the shop and browser start in beforeAll');
    return value;
  };
  return {
    get shop() {
      return started(shop);
    },
    get browser() {
      return started(browser);
    },
    async newPage(options = {}) {
      const context = await started(browser).newContext({ baseURL: started(shop).url, ...options });
      contexts.push(context);
      return context.newPage();
    },
  };
}
