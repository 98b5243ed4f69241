import type { LaunchOptions } from 'playwright-core';

/**
 * How the browser tests and the bench launch Debian's Chromium: headless, with nothing
 * reaching out to the network.
 */
export function chromiumLaunchOptions(): LaunchOptions {
  return {
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
  };
}
