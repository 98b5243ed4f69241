import { afterEach, beforeAll, expect, it, vi } from 'vitest';
import { defaultShopSettings } from '../../server/config';
import { seedContent } from '../../server/content/seed';
import { seedDemoCatalogue } from '../../server/db/seed';
import { parsePage, textOf } from '../support/app';
import { describeOnDatabases } from '../support/databases';
import { useTestShop } from '../support/server';

/**
 * The theme templates every page shows are kept for 5 seconds (docs/decisions/0281): no
 * trigger announces a change to them, so a change made by hand or by another app server's
 * seed reaches every page within that time.
 */
describeOnDatabases('theme templates kept for a few seconds', (database) => {
  const shop = useTestShop(database, {
    seed: [seedDemoCatalogue, seedContent],
    settings: { pageCache: { ...defaultShopSettings.pageCache, memoryBytes: 0 } },
  });

  let stored: unknown;

  beforeAll(async () => {
    ({ content: stored } = await shop.db
      .selectFrom('content_documents')
      .select('content')
      .where('type', '=', 'footer')
      .executeTakeFirstOrThrow());
  });

  afterEach(async () => {
    vi.useRealTimers();
    await shop.db
      .updateTable('content_documents')
      .set({ content: JSON.stringify(stored) })
      .where('type', '=', 'footer')
      .execute();
  });

  const footerHeadings = async (url: string) =>
    [...parsePage((await shop.app.inject({ url })).body).querySelectorAll('footer h2')].map(textOf);

  /** The footer's first heading renamed in the database, as an edit by hand would. */
  async function renameFooterHeading(text: string) {
    const sections = structuredClone(stored) as { elements: { elements: { settings: { text?: string } }[] }[] }[];
    sections[0]!.elements[0]!.elements[0]!.settings.text = text;
    await shop.db
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
    await shop.app.inject({ url: '/shop/' });
    const read = vi.spyOn(shop.app.shop.db, 'selectFrom');
    try {
      for (let i = 0; i < 3; i++) await shop.app.inject({ url: '/product-category/mugs/' });
      expect(read.mock.calls.map(([table]) => table)).not.toContain('content_documents');
    } finally {
      read.mockRestore();
    }
  });
});
