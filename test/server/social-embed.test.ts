import { cpSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, it } from 'vitest';
import { defaultShopSettings } from '../../server/config';
import { CONTENT_DIR, seedContent } from '../../server/content/seed';
import { seedDemoCatalogue } from '../../server/db/seed';
import { parsePage } from '../support/app';
import { describeOnDatabases } from '../support/databases';
import { useTestShop } from '../support/server';

const noPageCache = { pageCache: { ...defaultShopSettings.pageCache, memoryBytes: 0 } };
const frameSrc = (csp: unknown) =>
  String(csp)
    .split('; ')
    .find((d) => d.startsWith('frame-src '));

describeOnDatabases('social embeds (decision 0274)', (database) => {
  const shop = useTestShop(database, { seed: [seedDemoCatalogue, seedContent], settings: noPageCache });

  it('the home page places the embed as a link to it, with no frame, and lets the shop frame itself only', async () => {
    const response = await shop.app.inject({ url: '/', headers: { host: 'shop.test' } });
    expect(response.statusCode).toBe(200);
    expect(frameSrc(response.headers['content-security-policy'])).toBe("frame-src 'self'");
    const page = parsePage(response.body);
    const link = page.querySelector('.widget--social-embed a.embed__load');
    expect(link?.getAttribute('href')).toBe('http://shop.test/media/embed/demo/');
    expect(link?.textContent).toBe('Load the video “Linen care in 60 seconds” from shop.test');
    expect(page.querySelectorAll('iframe')).toHaveLength(0);
  });

  it('the demo embed may be framed by the shop alone, runs no script, and every other page still refuses frames', async () => {
    const response = await shop.app.inject({ url: '/media/embed/demo/' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(String(response.headers['content-security-policy'])).toBe(
      "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'self'",
    );
    expect(parsePage(response.body).querySelectorAll('script')).toHaveLength(0);
    expect((await shop.app.inject({ url: '/media/embed/other/' })).statusCode).toBe(404);
    expect((await shop.app.inject({ url: '/' })).headers['x-frame-options']).toBe('DENY');
  });

  it('an embed whose origin EMBED_ORIGINS no longer lists is left out of the page, and the CSP frames only what is listed', async () => {
    const strict = await shop.appWith({ ...noPageCache, embedOrigins: ['https://player.vimeo.com'] });
    const response = await strict.inject({ url: '/' });
    expect(response.statusCode).toBe(200);
    expect(frameSrc(response.headers['content-security-policy'])).toBe('frame-src https://player.vimeo.com');
    const page = parsePage(response.body);
    expect(page.querySelector('.widget--social-embed .embed')).toBeNull();
    expect(page.querySelector('.widget--post-list')).not.toBeNull();
  });

  it('refuses to seed an embed from an origin EMBED_ORIGINS does not list, naming it', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'statefront-content-'));
    cpSync(CONTENT_DIR, dir, { recursive: true });
    await expect(seedContent(shop.db, dir, { embedOrigins: ['https://player.vimeo.com'] })).rejects.toThrow(
      'a problem in the content: home (document 10): social embed workshopembed: /media/embed/demo/ is not from an origin EMBED_ORIGINS allows (https://player.vimeo.com)',
    );
  });
});
