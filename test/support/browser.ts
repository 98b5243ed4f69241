import { type Browser, type BrowserContext, chromium } from 'playwright-core';

/** What the pages' Content-Security-Policy blocked since the last `takeCspViolations()`. */
const cspViolations: string[] = [];

/** Returns and forgets the violations seen so far; the browser suites' setup fails a test on any. */
export function takeCspViolations(): string[] {
  return cspViolations.splice(0);
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

/** Debian's Chromium, headless, with nothing reaching out to the network; every context watched for CSP violations. */
export async function launchBrowser(): Promise<Browser> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--no-first-run',
      '--disable-sync',
      '--disable-quic',
    ],
  });
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (...args: Parameters<Browser['newContext']>) => {
    const context = await newContext(...args);
    await watchCsp(context);
    return context;
  };
  return browser;
}
