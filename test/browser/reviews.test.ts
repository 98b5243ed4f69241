import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page, Request } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setUpBrowserShop } from '../support/browser';
import { announced, isSameDocument, markDocument, recordAnnouncements, waitForHydration } from '../support/page';

const MEDIA = '/api/statefront/v1/media';
const CATALOGUE_POST_PROCESS =
  'Media upload failed. If this is a photo or a large image, please scale it down and try again.';

describe('product reviews with a photo', () => {
  const env = setUpBrowserShop();
  let dir: string;
  let photoFile: string;
  let slug: string;

  beforeAll(async () => {
    // A 2400 × 1600 photo made here: a gradient with noise, as large as a phone's might be.
    dir = mkdtempSync(path.join(tmpdir(), 'statefront-review-photo-'));
    photoFile = path.join(dir, 'mug.jpg');
    const width = 2400;
    const height = 1600;
    const raw = Buffer.alloc(width * height * 3);
    for (let i = 0; i < raw.length; i += 3) {
      const x = (i / 3) % width;
      raw[i] = (x * 255) / width;
      raw[i + 1] = (i * 7) % 256;
      raw[i + 2] = 90;
    }
    writeFileSync(
      photoFile,
      await sharp(raw, { raw: { width, height, channels: 3 } })
        .jpeg()
        .toBuffer(),
    );
    const product = await env.shop.db
      .selectFrom('products')
      .select('slug')
      .where('type', '=', 'simple')
      .where('rating_count', '>', 5)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    slug = product.slug;
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  async function fillReview(page: Page, name: string) {
    await page.getByLabel('Your rating').selectOption('5');
    await page.getByLabel('Your name').fill(name);
    await page.getByLabel('Your review').fill('Keeps tea hot for hours.\nWould buy again.');
    await page.getByLabel('Photo (optional)').setInputFiles(photoFile);
  }

  const review = (page: Page, name: string) =>
    page.locator('.review').filter({ has: page.locator('.review__author', { hasText: name }) });

  it('with JavaScript, uploads the photo, posts the review and shows it in the list', async () => {
    const page = await env.newPage();
    await recordAnnouncements(page.context());
    const posts: Request[] = [];
    page.on('request', (r) => {
      if (r.method() === 'POST') posts.push(r);
    });
    const response = await page.goto(`/product/${slug}/`);
    // The page every visitor without a session shares: nothing of this visitor's in it.
    expect(response?.headers()['cache-control']).toMatch(/^public, /);
    expect(await response?.headerValue('set-cookie')).toBeNull();
    await waitForHydration(page);
    await markDocument(page);
    const before = Number(
      /based on (\d+)/.exec((await page.locator('.reviews__average').textContent()) ?? '')?.[1] ?? 0,
    );

    await fillReview(page, 'Ada');
    await page.getByLabel('Your review').focus();
    await page.getByRole('button', { name: 'Submit review' }).press('Enter');

    const message = page.locator('.review-form__message');
    await expect.poll(() => message.textContent()).toBe('Thank you for your review.');
    expect(await page.evaluate(() => document.activeElement?.classList.contains('review-form__message'))).toBe(true);
    await expect.poll(() => announced(page)).toContain('a11y-speak-assertive:Thank you for your review.');
    expect(await isSameDocument(page)).toBe(true);

    const mine = review(page, 'Ada');
    expect(await mine.locator('.review__rating').textContent()).toBe('Rated 5 out of 5');
    expect(await mine.locator('.review__text').textContent()).toBe('Keeps tea hot for hours.\nWould buy again.');
    const thumb = mine.locator('img');
    await expect.poll(() => thumb.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(320);
    expect(await thumb.getAttribute('alt')).toBe('Uploaded by Ada (full size)');
    expect(await page.locator('.reviews__average').textContent()).toContain(`based on ${before + 1} customer ratings`);
    // The form is empty again for another review.
    expect(await page.getByLabel('Your name').inputValue()).toBe('');

    // The photo is sent once: a visitor without a nonce gets one before uploading.
    expect(posts.map((r) => new URL(r.url()).pathname)).toEqual([
      '/api/statefront/v1/nonce',
      MEDIA,
      '/api/statefront/v1/products/reviews',
    ]);
    // Both the photo and the review carry that nonce, and the browser says they come from the shop.
    for (const post of posts.slice(1)) {
      const headers = await post.allHeaders();
      expect(headers['x-statefront-nonce']).toMatch(/^\d+\.[\w-]{43}$/);
      expect(headers['sec-fetch-site']).toBe('same-origin');
    }
    // A reload shows it too: it is stored.
    await page.reload();
    expect(await review(page, 'Ada').count()).toBe(1);
  });

  it('asks the server to post-process a photo it stored but could not finish, then posts the review', async () => {
    const page = await env.newPage();
    await page.goto(`/product/${slug}/`);
    await waitForHydration(page);
    // The photo reaches the server and is stored (sent here through the page's own cookies);
    // the page's upload is then answered with the failure a server gives when it stored a
    // photo but could not finish it, naming that photo.
    const nonce = (await (await page.request.post('/api/statefront/v1/nonce')).json()).nonce as string;
    const stored = await page.request.post(MEDIA, {
      headers: { 'x-statefront-nonce': nonce },
      multipart: { file: { name: 'mug.jpg', mimeType: 'image/jpeg', buffer: readFileSync(photoFile) } },
    });
    const { id } = await stored.json();
    await page.route(`**${MEDIA}?*`, (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        headers: { 'x-statefront-upload-attachment-id': id },
        body: JSON.stringify({ code: 'rest_upload_post_process', message: 'Not finished.', data: { status: 500 } }),
      }),
    );
    const postProcessed: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/post-process')) postProcessed.push(r.url());
    });
    await fillReview(page, 'Grace');
    await page.getByRole('button', { name: 'Submit review' }).click();
    await expect.poll(() => page.locator('.review-form__message').textContent()).toBe('Thank you for your review.');
    expect(postProcessed).toHaveLength(1);
    await expect
      .poll(() =>
        review(page, 'Grace')
          .locator('img')
          .evaluate((img: HTMLImageElement) => img.naturalWidth),
      )
      .toBe(320);
  });

  it('on a phone, tries post-processing five times, then says so at the photo and posts nothing', async () => {
    const page = await env.newPage({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
    await recordAnnouncements(page.context());
    await page.goto(`/product/${slug}/`);
    await waitForHydration(page);
    const failing = (headers: Record<string, string>) => ({
      status: 500,
      contentType: 'application/json',
      headers,
      body: JSON.stringify({ code: 'rest_upload_post_process', message: 'Not finished.', data: { status: 500 } }),
    });
    await page.route(`**${MEDIA}?*`, (route) =>
      route.fulfill(failing({ 'x-statefront-upload-attachment-id': 'AAAAAAAAAAAAAAAAAAAAAA' })),
    );
    let attempts = 0;
    await page.route('**/post-process?*', (route) => {
      attempts++;
      return route.fulfill(failing({}));
    });
    const reviewsPosted: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/products/reviews')) reviewsPosted.push(r.url());
    });
    await fillReview(page, 'Linus');
    await page.getByRole('button', { name: 'Submit review' }).tap();

    const photoError = page.locator('#review-photo-error');
    // Five tries, each after a pause of its own: seconds on a loaded machine.
    await expect.poll(() => photoError.textContent(), { timeout: 20_000 }).toBe(CATALOGUE_POST_PROCESS);
    expect(attempts).toBe(5);
    expect(reviewsPosted).toEqual([]);
    expect(await page.getByLabel('Photo (optional)').getAttribute('aria-invalid')).toBe('true');
    await expect.poll(() => page.evaluate(() => document.activeElement?.id), { timeout: 5_000 }).toBe('review-photo');
    await expect.poll(() => announced(page)).toContain(`a11y-speak-assertive:${CATALOGUE_POST_PROCESS}`);
    // What was typed is still there to send again.
    expect(await page.getByLabel('Your name').inputValue()).toBe('Linus');
  });

  it('without JavaScript, posts the form with its photo and shows the review', async () => {
    const page = await env.newPage({ javaScriptEnabled: false });
    await page.goto(`/product/${slug}/`);
    await fillReview(page, 'Barbara');
    await Promise.all([
      page.waitForURL(`**/product/${slug}/#reviews`),
      page.getByRole('button', { name: 'Submit review' }).click(),
    ]);
    expect(await page.locator('.notices-wrapper').textContent()).toContain('Thank you for your review of');
    const thumb = review(page, 'Barbara').locator('img');
    expect(await thumb.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(320);
  });
});
