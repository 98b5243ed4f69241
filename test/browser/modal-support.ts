import type { Locator, Page } from 'playwright-core';

/**
 * What a shopper notices of an open modal dialog (ui/modal), shared by the popup and
 * lightbox suites. Not a test file itself.
 */

/** Where focus lands on each of `presses` Tab presses: 'dialog' inside it, 'page' on the page behind. */
export async function tabStops(page: Page, presses: number): Promise<string[]> {
  const stops: string[] = [];
  for (let i = 0; i < presses; i++) {
    await page.keyboard.press('Tab');
    stops.push(
      await page.evaluate(() => {
        const at = document.activeElement;
        if (!at || at === document.body) return 'none';
        return at.closest('dialog[open]') ? 'dialog' : 'page';
      }),
    );
  }
  return stops;
}

/** Clicks where `behind` is on screen and says how many clicks it received (0 when the page is inert). */
export async function clicksReceivedBehind(page: Page, behind: Locator): Promise<number> {
  await behind.evaluate((el) => {
    (window as unknown as { __clicks: number }).__clicks = 0;
    el.addEventListener('click', (e) => {
      e.preventDefault();
      (window as unknown as { __clicks: number }).__clicks++;
    });
  });
  const box = await behind.boundingBox();
  if (!box) throw new Error('nothing on screen to click behind the dialog');
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  return page.evaluate(() => (window as unknown as { __clicks: number }).__clicks);
}

/** Turns the mouse wheel over the middle of the screen and says how far the page scrolled. */
export async function wheelScrolls(page: Page): Promise<number> {
  const before = await page.evaluate(() => window.scrollY);
  const size = page.viewportSize() ?? { width: 1280, height: 720 };
  await page.mouse.move(size.width / 2, size.height / 2);
  await page.mouse.wheel(0, 400);
  // Two frames: a wheel the page takes has scrolled by then.
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  return (await page.evaluate(() => window.scrollY)) - before;
}
