import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { setUpBrowserShop } from '../support/browser';
import { waitForHydration } from '../support/page';

/**
 * The register form's field help in Chromium, on a phone and on a desktop: shown while its
 * field has focus, it covers nothing of the fields after it, and showing or hiding it moves
 * nothing (a button must not move under a press).
 */
const env = setUpBrowserShop();

type Box = { x: number; y: number; width: number; height: number };
/** Where the element is on the page (not in the viewport: focusing a field may scroll). */
const box = (locator: Locator): Promise<Box> =>
  locator.evaluate((e) => {
    const r = e.getBoundingClientRect();
    return { x: r.x + window.scrollX, y: r.y + window.scrollY, width: r.width, height: r.height };
  });
const overlap = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

async function registerForm(width: number): Promise<Page> {
  const page = await env.newPage({ viewport: { width, height: 900 } });
  await page.goto('/my-account/');
  await waitForHydration(page);
  return page;
}

describe.each([390, 1280])('field help at %i px', (width) => {
  it('covers neither the password label nor its field, and moves nothing when it shows', async () => {
    const page = await registerForm(width);
    const form = page.locator('form[action="/my-account/register"]');
    const help = page.locator('#register-phone-help');
    const later = [
      form.locator('label[for="register-password"]'),
      form.locator('#register-password'),
      form.getByRole('button', { name: 'Register' }),
    ];
    const before = await Promise.all(later.map(box));

    await form.locator('#register-phone').focus();
    await expect.poll(() => help.isVisible()).toBe(true);
    const shown = await box(help);
    const after = await Promise.all(later.map(box));
    for (const [i, b] of after.entries()) {
      expect(overlap(shown, b), `help covers ${await later[i]!.evaluate((e) => e.outerHTML.slice(0, 60))}`).toBe(false);
    }
    expect(after).toEqual(before);

    // And the password's own help covers the Register button no more.
    await form.locator('#register-password').focus();
    await expect.poll(() => page.locator('#register-password-help').isVisible()).toBe(true);
    expect(overlap(await box(page.locator('#register-password-help')), await box(later[2]!))).toBe(false);
    expect(await box(later[2]!)).toEqual(before[2]);
  });
});
