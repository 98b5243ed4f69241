import { describe, expect, it } from 'vitest';
import { setUpBrowserShop } from '../support/browser';
import { announced, focused, recordAnnouncements, tabTo, waitForHydration } from '../support/page';

/**
 * The contact page's widgets in Chromium: the contact form with a bad phone number and
 * then a good one, with JavaScript and without.
 */
const env = setUpBrowserShop();
const THANKS = 'Thank you, your message was sent. We will answer within two working days.';
const BAD_PHONE = 'Please enter a valid phone number: 6 to 15 digits, optionally starting with +.';

const stored = async (name: string) =>
  (await env.shop.db.selectFrom('contact_messages').select('phone').where('name', '=', name).execute()).map(
    (r) => r.phone,
  );

describe('contact form', () => {
  it('with JavaScript: a bad phone number is refused at the field with the summary focused, then a good one is sent', async () => {
    const page = await env.newPage();
    await recordAnnouncements(page.context());
    await page.goto('/contact/');
    await waitForHydration(page);
    await page.getByLabel('Name').fill('Ada JS');
    await page.getByLabel('Email address').fill('ada@example.com');
    const phone = page.getByLabel('Phone (optional)');
    await phone.fill('12ab');
    await page.getByLabel('Message').fill('Do you ship to Norway?');
    await page.getByRole('button', { name: 'Send message' }).click();

    await expect.poll(() => phone.getAttribute('aria-invalid')).toBe('true');
    expect(await page.locator(`#${await phone.getAttribute('aria-describedby')}`).textContent()).toBe(BAD_PHONE);
    await expect.poll(() => focused(page)).toMatch(/There is a problem with your message/);
    await expect.poll(() => announced(page)).toContain(`a11y-speak-assertive:${BAD_PHONE}`);
    // The summary's link leads to the field.
    await page.getByRole('link', { name: BAD_PHONE }).click();
    await expect.poll(() => focused(page)).toMatch(/^input#contactform-phone/);
    expect(await stored('Ada JS')).toEqual([]);

    await phone.fill('+47 22 33 44 55');
    // Fixed as it is typed: the error goes.
    await expect.poll(() => phone.getAttribute('aria-invalid')).toBeNull();
    await page.keyboard.press('Enter');
    await expect.poll(() => page.locator('.contact-form__thanks').textContent()).toBe(THANKS);
    await expect.poll(() => focused(page)).toMatch(/Thank you, your message was sent/);
    await expect.poll(() => announced(page)).toContain(`a11y-speak-assertive:${THANKS}`);
    // Sent in place: still the same page, not a post and a redirect.
    expect(new URL(page.url()).pathname).toBe('/contact/');
    expect(await stored('Ada JS')).toEqual(['+47 22 33 44 55']);
  });

  it('without JavaScript: the page comes back with the error at the field and the values kept, then thanks', async () => {
    const page = await env.newPage({ javaScriptEnabled: false });
    await page.goto('/contact/');
    await page.getByLabel('Name').fill('Ada No JS');
    await page.getByLabel('Email address').fill('ada@example.com');
    await page.getByLabel('Phone (optional)').fill('12ab');
    await page.getByLabel('Message').fill('Do you ship to Norway?');
    await page.getByRole('button', { name: 'Send message' }).click();

    await page.locator('.contact-form__errors').waitFor();
    const phone = page.getByLabel('Phone (optional)');
    expect(await phone.getAttribute('aria-invalid')).toBe('true');
    expect(await page.locator('.contact-form__errors').textContent()).toContain(BAD_PHONE);
    expect(await page.getByLabel('Name').inputValue()).toBe('Ada No JS');
    expect(await page.getByLabel('Message').inputValue()).toBe('Do you ship to Norway?');

    await phone.fill('+47 22 33 44 55');
    await page.getByRole('button', { name: 'Send message' }).click();
    await page.locator('.notice--success').waitFor();
    expect(await page.locator('.notice--success').textContent()).toContain(THANKS);
    expect(await page.getByLabel('Name').inputValue()).toBe('');
    expect(await stored('Ada No JS')).toEqual(['+47 22 33 44 55']);
  });
});

describe('share buttons', () => {
  it('copies the post\'s link with "Copy link", said and shown; the plain links share the same address', async () => {
    const page = await env.newPage({ permissions: ['clipboard-read', 'clipboard-write'] });
    await recordAnnouncements(page.context());
    await page.goto('/journal/cushions-and-colour/');
    await waitForHydration(page);
    const share = page.getByRole('region', { name: 'Share' });
    const url = new URL('/journal/cushions-and-colour/', page.url()).href;
    expect(await share.getByRole('link', { name: /Share on Facebook/ }).getAttribute('href')).toBe(
      `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(url)}`,
    );
    await share.getByRole('button', { name: 'Copy link' }).click();
    await share.getByRole('button', { name: 'Link copied' }).waitFor();
    await expect.poll(() => announced(page)).toContain('a11y-speak-polite:Link copied');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);
  });

  it('is on product pages too, and without JavaScript offers the plain links only', async () => {
    const page = await env.newPage({ javaScriptEnabled: false });
    await page.goto('/shop/');
    await page.locator('.product-card a').first().click();
    const share = page.getByRole('region', { name: 'Share' });
    await share.waitFor();
    expect(await share.getByRole('link').count()).toBe(3);
    expect(await share.getByRole('button').count()).toBe(0);
  });
});

describe('contact buttons', () => {
  const toggleSelector = 'button.contact-buttons__toggle';

  it('open by keyboard as a disclosure; Escape closes them and gives focus back to the toggle', async () => {
    const page = await env.newPage({ viewport: { width: 1280, height: 800 } });
    await page.goto('/journal/');
    await waitForHydration(page);
    const toggle = page.locator(toggleSelector);
    // Floating in the corner on a wide screen.
    expect(await toggle.evaluate((el) => getComputedStyle(el.parentElement as Element).position)).toBe('fixed');
    await tabTo(page, toggleSelector, { max: 120 });
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    await page.keyboard.press('Enter');
    const panel = page.locator(`#${await toggle.getAttribute('aria-controls')}`);
    await expect.poll(() => panel.isVisible()).toBe(true);
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    // Not modal: Tab goes on into the panel's links.
    await page.keyboard.press('Tab');
    expect(await focused(page)).toBe('a: E-mail help@statefront.example');
    await page.keyboard.press('Escape');
    await expect.poll(() => panel.isVisible()).toBe(false);
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    expect(await focused(page)).toBe('button: Contact us');
  });

  for (const width of [390, 320]) {
    it(`open and close by touch at ${width} px, in the page's flow, covering nothing`, async () => {
      const page = await env.newPage({ viewport: { width, height: 740 }, hasTouch: true, isMobile: true });
      await page.goto('/journal/');
      await waitForHydration(page);
      const toggle = page.locator(toggleSelector);
      expect(await toggle.evaluate((el) => getComputedStyle(el.parentElement as Element).position)).toBe('static');
      await toggle.scrollIntoViewIfNeeded();
      await toggle.tap();
      const panel = page.locator(`#${await toggle.getAttribute('aria-controls')}`);
      await expect.poll(() => panel.isVisible()).toBe(true);
      const box = await panel.boundingBox();
      expect(box && box.x >= 0 && box.x + box.width <= width).toBe(true);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      expect(await panel.getByRole('link', { name: /^Call/ }).getAttribute('href')).toBe('tel:+442079460958');
      // A tap elsewhere closes it.
      await page.locator('h1').tap();
      await expect.poll(() => panel.isVisible()).toBe(false);
      expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    });
  }
});

describe('mega menu', () => {
  it('shows the categories with their pictures in columns on a wide screen, by keyboard; Escape gives focus back', async () => {
    const page = await env.newPage({ viewport: { width: 1280, height: 800 } });
    await page.goto('/journal/');
    await waitForHydration(page);
    const toggle = page.locator('.site-nav [aria-controls="site-nav-shop"]');
    await tabTo(page, '.site-nav [aria-controls="site-nav-shop"]');
    await page.keyboard.press('Enter');
    const menu = page.locator('#site-nav-shop');
    await expect.poll(() => menu.isVisible()).toBe(true);
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    // A picture for every category, loaded, and the links in more than one column.
    const pictures = menu.locator('img.sub-menu__picture');
    expect(await pictures.count()).toBeGreaterThanOrEqual(6);
    await expect
      .poll(() => pictures.evaluateAll((imgs) => imgs.every((i) => (i as HTMLImageElement).naturalWidth > 0)))
      .toBe(true);
    const lefts = await menu.locator('a').evaluateAll((links) => links.map((a) => a.getBoundingClientRect().left));
    expect(new Set(lefts).size).toBeGreaterThan(1);
    await page.keyboard.press('Tab');
    expect(await focused(page)).toBe('a: All products');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/product-category\//);
    await page.goBack();
    await waitForHydration(page);
    await tabTo(page, '.site-nav [aria-controls="site-nav-shop"]');
    await page.keyboard.press('Enter');
    await expect.poll(() => menu.isVisible()).toBe(true);
    await page.keyboard.press('Escape');
    await expect.poll(() => menu.isVisible()).toBe(false);
    expect(await focused(page)).toBe('button: Shop');
  });

  it('is the plain sub-menu on a phone: no pictures, inside the opened menu', async () => {
    const page = await env.newPage({ viewport: { width: 390, height: 800 }, hasTouch: true, isMobile: true });
    await page.goto('/journal/');
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Menu' }).tap();
    await page.locator('.site-nav [aria-controls="site-nav-shop"]').tap();
    const menu = page.locator('#site-nav-shop');
    await expect.poll(() => menu.isVisible()).toBe(true);
    expect(await menu.locator('img.sub-menu__picture').first().isVisible()).toBe(false);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
});
