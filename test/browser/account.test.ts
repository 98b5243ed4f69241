import type { Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { registerInBrowser } from '../support/account';
import { setUpBrowserShop } from '../support/browser';

describe('my account in the browser', () => {
  const env = setUpBrowserShop();
  let page: Page;

  beforeEach(async () => {
    page = await env.newPage();
    await page.goto('/my-account/');
    await page.locator('form[data-enhanced]').first().waitFor();
  });

  const loginForm = () => page.locator('form[action="/my-account/login"]');
  const registerForm = () => page.locator('form[action="/my-account/register"]');

  it('shows and hides the typed password, the button label switching to match', async () => {
    const password = loginForm().locator('input[name="password"]');
    await password.fill('hunter2 hunter2');
    expect(await password.getAttribute('type')).toBe('password');

    await loginForm().getByRole('button', { name: 'Show password' }).click();
    expect(await password.getAttribute('type')).toBe('text');
    expect(await loginForm().getByRole('button', { name: 'Hide password' }).count()).toBe(1);
    expect(await password.evaluate((el) => el === document.activeElement)).toBe(true);

    await loginForm().getByRole('button', { name: 'Hide password' }).click();
    expect(await password.getAttribute('type')).toBe('password');
    expect(await loginForm().getByRole('button', { name: 'Show password' }).count()).toBe(1);
    expect(await password.inputValue()).toBe('hunter2 hunter2');
  });

  it('shows field help on click and on focus, and hides it on an outside click, on focus elsewhere and on Escape', async () => {
    const phone = registerForm().getByLabel('Phone');
    const help = page.locator('#register-phone-help');
    expect(await phone.getAttribute('aria-describedby')).toBe('register-phone-help');
    expect(await help.isVisible()).toBe(false);

    await phone.click();
    await page.locator('#register-phone-help[data-state="shown"]').waitFor();
    expect(await help.textContent()).toMatch(/6 to 15 digits/);

    await page.getByRole('heading', { name: 'My account' }).click();
    await help.waitFor({ state: 'hidden' });

    // Keyboard focus: Tab from the email field into the phone field, then on to the next.
    await registerForm().getByLabel('Email address').focus();
    await page.keyboard.press('Tab');
    await help.waitFor({ state: 'visible' });
    await page.keyboard.press('Tab');
    await help.waitFor({ state: 'hidden' });

    await phone.focus();
    await help.waitFor({ state: 'visible' });
    await page.keyboard.press('Escape');
    await help.waitFor({ state: 'hidden' });
    expect(await phone.evaluate((el) => el === document.activeElement)).toBe(true);

    await phone.click();
    await help.waitFor({ state: 'visible' });
  });

  it('checks the register form before posting: errors beside the fields, announced', async () => {
    await registerForm().getByLabel('Email address').fill('not-an-email');
    await registerForm().getByLabel('Phone').fill('12');
    await registerForm().getByRole('button', { name: 'Register' }).click();

    const email = registerForm().getByLabel('Email address');
    expect(await email.getAttribute('aria-invalid')).toBe('true');
    const describedBy = (await email.getAttribute('aria-describedby')) ?? '';
    expect(await page.locator(`#${describedBy.split(' ')[0]}`).textContent()).toBe(
      'Please enter a valid email address.',
    );
    await page.waitForFunction(() =>
      document.getElementById('a11y-speak-assertive')?.textContent?.includes('Please enter a valid email address.'),
    );
    expect(await page.locator('#register-name').evaluate((el) => el === document.activeElement)).toBe(true);
    expect(new URL(page.url()).pathname).toBe('/my-account/');
    expect(await page.getByRole('heading', { name: 'Register' }).count()).toBe(1);
  });

  it('registers, shows who is logged in on every page, and logs out', async () => {
    await registerInBrowser(page, env.shop.url, 'browser-account@example.com');
    expect(await page.getByText('browser-account@example.com').count()).toBe(1);
    await page.goto(`${env.shop.url}/shop/`);
    expect(await page.locator('.account-link').textContent()).toBe('My account');

    await page.goto(`${env.shop.url}/my-account/`);
    await Promise.all([
      page.waitForURL(`${env.shop.url}/my-account/`),
      page.getByRole('button', { name: 'Log out' }).click(),
    ]);
    await loginForm().waitFor();
    expect(await page.locator('.account-link').textContent()).toBe('Log in');
  });

  it('answers a wrong password with the generic message', async () => {
    await loginForm().getByLabel('Email address').fill('nobody@example.com');
    await loginForm().locator('input[name="password"]').fill('whatever it is');
    await Promise.all([page.waitForLoadState('load'), loginForm().getByRole('button', { name: 'Log in' }).click()]);
    await page.getByText('Unknown email address or incorrect password.').waitFor();
  });
});
