import type { Page } from 'playwright-core';

/** Registers a shopper through the my-account page, as a shopper would, and waits until logged in. */
export async function registerInBrowser(page: Page, baseUrl: string, email: string): Promise<void> {
  await page.goto(`${baseUrl}/my-account/`);
  const form = page.locator('form[action="/my-account/register"][data-enhanced]');
  await form.waitFor();
  await form.getByLabel('Name').fill('Browser Shopper');
  await form.getByLabel('Email address').fill(email);
  await form.getByLabel('Password', { exact: false }).first().fill('a long enough password');
  await Promise.all([
    page.waitForURL(`${baseUrl}/my-account/`),
    form.getByRole('button', { name: 'Register' }).click(),
  ]);
  await page.getByRole('heading', { name: 'Hello Browser Shopper' }).waitFor();
}
