import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { PopupConfig } from '../../domain/popupConditions';
import { setUpBrowserShop } from '../support/browser';
import { announced, focused, recordAnnouncements, waitForHydration } from '../support/page';

/**
 * The newsletter offer's sign-up in Chromium: in the popup, by keyboard, with the shared
 * e-mail rules, the server's answers and focus kept in the dialog; and on its own page
 * with JavaScript off.
 */
const popup: PopupConfig = {
  id: 'newsletter-test',
  heading: 'Get 10% off your first order',
  body: 'Join our newsletter for a 10% welcome code.',
  newsletter: true,
  triggers: { delaySeconds: 1 },
  conditions: {},
};
const env = setUpBrowserShop({ popup });
const THANKS = 'Thank you for signing up. This is a demo shop, so no emails will be sent.';

async function openPopup(): Promise<Page> {
  const page = await env.newPage();
  await recordAnnouncements(page.context());
  await page.goto('/shop/');
  await waitForHydration(page);
  await page.getByRole('dialog', { name: 'Get 10% off your first order' }).waitFor();
  return page;
}

const subscribed = async (email: string) =>
  (await env.shop.db.selectFrom('newsletter_signups').select('email').where('email', '=', email).execute()).length;

describe('newsletter sign-up in the popup', () => {
  it('refuses a bad address at the field, then signs up and thanks the shopper, by keyboard', async () => {
    const page = await openPopup();
    const field = page.getByRole('textbox', { name: 'Email address' });
    await field.focus();
    await page.keyboard.type('ada@localhost');
    await page.keyboard.press('Enter');
    // The shared rules refuse it before anything is sent; focus stays on the field.
    await expect.poll(() => field.getAttribute('aria-invalid')).toBe('true');
    expect(await focused(page)).toMatch(/^input#popup-newsletter-email/);
    expect(await page.locator('#popup-newsletter-email-error').textContent()).toBe(
      'Please enter a valid email address.',
    );
    // Said from inside the dialog: the page behind it is inert while it is open.
    await expect.poll(() => announced(page)).toContain('live-assertive:Please enter a valid email address.');

    // Fixed as it is typed.
    await page.keyboard.type('.com');
    expect(await field.getAttribute('aria-invalid')).toBeNull();
    await page.keyboard.press('Enter');
    const thanks = page.locator('.newsletter-signup__thanks');
    await expect.poll(() => thanks.textContent()).toBe(THANKS);
    expect(await focused(page)).toMatch(/^div: Thank you for signing up/);
    await expect.poll(() => announced(page)).toContain(`live-polite:${THANKS}`);
    expect(await subscribed('ada@localhost.com')).toBe(1);
  });

  it('shows the server’s refusal at the field when too many sign-ups came from the network', async () => {
    const page = await openPopup();
    await page.route('**/newsletter/', (route) =>
      route.fulfill({
        status: 429,
        contentType: 'application/json',
        body: JSON.stringify({ message: 'Too many sign-ups came from your network. Please try again in an hour.' }),
      }),
    );
    await page.getByRole('textbox', { name: 'Email address' }).fill('grace@example.com');
    await page.getByRole('button', { name: 'Sign up' }).click();
    await expect
      .poll(() => page.locator('#popup-newsletter-email-error').textContent())
      .toBe('Too many sign-ups came from your network. Please try again in an hour.');
    expect(await page.getByRole('textbox', { name: 'Email address' }).inputValue()).toBe('grace@example.com');
  });

  it('says the shopper is offline when the network fails', async () => {
    const page = await openPopup();
    await page.route('**/newsletter/', (route) => route.abort('internetdisconnected'));
    await page.getByRole('textbox', { name: 'Email address' }).fill('grace@example.com');
    await page.getByRole('button', { name: 'Sign up' }).click();
    await expect
      .poll(() => page.locator('#popup-newsletter-email-error').textContent())
      .toBe('You are probably offline.');
  });
});

describe('newsletter sign-up without JavaScript', () => {
  it('signs up from the footer’s newsletter page and says thank you', async () => {
    const page = await env.newPage({ javaScriptEnabled: false });
    await page.goto('/cart/');
    await Promise.all([
      page.waitForURL('**/newsletter/'),
      page.locator('footer').getByRole('link', { name: 'Newsletter' }).click(),
    ]);
    await page.getByRole('textbox', { name: 'Email address' }).fill('Linus@Example.com');
    await Promise.all([page.waitForURL('**/newsletter/'), page.getByRole('button', { name: 'Sign up' }).click()]);
    expect(await page.locator('.notice--success').textContent()).toBe(THANKS);
    expect(await subscribed('linus@example.com')).toBe(1);
  });
});
