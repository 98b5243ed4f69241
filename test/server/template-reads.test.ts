import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, expect, it, vi } from 'vitest';
import { defaultShopSettings } from '../../server/config';
import { seedContent } from '../../server/content/seed';
import type { Db } from '../../server/db/index';
import { seedDemoCatalogue } from '../../server/db/seed';
import { buildTestApp, parsePage, textOf } from '../support/app';
import { describeOnDatabases } from '../support/databases';

/**
 * The theme templates every page shows are kept for 5 seconds (docs/decisions/0281): no
 * trigger announces a change to them, so a change made by hand or by another app server's
 * seed reaches every page within that time.
 */
describeOnDatabases('theme templates kept for a few seconds', (database) => {
  let db: Db;
  let close: () => Promise<void>;
  let app: FastifyInstance;
  let stored: unknown;

  beforeAll(async () => {
    ({ db, close } = await database.open());
    await seedDemoCatalogue(db);
    await seedContent(db);
    ({ content: stored } = await db
      .selectFrom('content_documents')
      .select('content')
      .where('type', '=', 'footer')
      .executeTakeFirstOrThrow());
    app = await buildTestApp(db, { pageCache: { ...defaultShopSettings.pageCache, memoryBytes: 0 } });
  });
  afterEach(async () => {
    vi.useRealTimers();
    await db
      .updateTable('content_documents')
      .set({ content: JSON.stringify(stored) })
      .where('type', '=', 'footer')
      .execute();
  });
  afterAll(async () => {
    await app?.close();
    await close?.();
  });

  const footerHeadings = async (url: string) =>
    [...parsePage((await app.inject({ url })).body).querySelectorAll('footer h2')].map(textOf);

  /** The footer's first heading renamed in the database, as an edit by hand would. */
  async function renameFooterHeading(text: string) {
    const sections = structuredClone(stored) as { elements: { elements: { settings: { text?: string } }[] }[] }[];
    sections[0]!.elements[0]!.elements[0]!.settings.text = text;
    await db
      .updateTable('content_documents')
      .set({ content: JSON.stringify(sections) })
      .where('type', '=', 'footer')
      .execute();
  }

  it('shows a template changed in the database on every page within 5 seconds', async () => {
    vi.useFakeTimers({ toFake: ['performance'] });
    expect(await footerHeadings('/shop/')).toContain('Statefront Supply');
    await renameFooterHeading('Statefront Goods');
    vi.advanceTimersByTime(4_999);
    expect(await footerHeadings('/shop/')).toContain('Statefront Supply');
    vi.advanceTimersByTime(1);
    for (const url of ['/shop/', '/product/giant-soup-mug/', '/cart/', '/']) {
      const headings = await footerHeadings(url);
      expect(headings, url).toContain('Statefront Goods');
      expect(headings, url).not.toContain('Statefront Supply');
    }
  });

  it('pages in a row read no template from the database while they are kept', async () => {
    vi.useFakeTimers({ toFake: ['performance'] });
    await app.inject({ url: '/shop/' });
    const read = vi.spyOn(app.shop.db, 'selectFrom');
    try {
      for (let i = 0; i < 3; i++) await app.inject({ url: '/product-category/mugs/' });
      expect(read.mock.calls.map(([table]) => table)).not.toContain('content_documents');
    } finally {
      read.mockRestore();
    }
  });
});
