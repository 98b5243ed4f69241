import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { seedContent } from '../../server/content/seed';
import { seedDemoCatalogue } from '../../server/db/seed';
import { pureMachines } from '../../ui/machines-context';
import { serverRender } from '../../ui/useWidget';
import { Shopper } from '../support/app';
import { describeOnDatabases } from '../support/databases';
import { useTestShop } from '../support/server';

/**
 * A page render on the server starts no actors and builds no machines: every actor made
 * computes its machine's initial snapshot (`getInitialSnapshot`, bound on each machine),
 * and every machine built from another goes through `provide` (on the prototype all
 * machines share). After a first visit of each page (which may compute an island's initial
 * snapshot once), the same pages again call neither.
 */
const machinePrototype = Object.getPrototypeOf(pureMachines.mobileMenu) as {
  provide: (...args: unknown[]) => unknown;
};

describeOnDatabases('server render cost', (database) => {
  const shop = useTestShop(database, {
    seed: [seedDemoCatalogue, seedContent],
    settings: { pageCache: { sharedSeconds: 10, staleSeconds: 30, memoryBytes: 0 } },
  });

  let shopper: Shopper;
  let urls: string[];

  beforeAll(async () => {
    shopper = new Shopper(shop.app);
    const listing = (await shopper.get('/shop/')).body;
    const product = /href="(\/product\/[^"/]+\/)"/.exec(listing)?.[1] ?? '';
    const category = /href="(\/product-category\/[^"/]+\/)"/.exec(listing)?.[1] ?? '';
    const id = /data-product_id="(\d+)"/.exec(listing)?.[1];
    await shopper.visit(`/shop/?add-to-cart=${id}`);
    urls = ['/', '/shop/', category, product, '/cart/', '/checkout/', '/my-account/'];
  });

  afterAll(async () => {
    serverRender.actorPerRender = false;
    vi.restoreAllMocks();
  });

  async function machineWorkWhileRendering(): Promise<{ actors: number; machines: number }> {
    const actors = Object.values(pureMachines).map((machine) => vi.spyOn(machine, 'getInitialSnapshot'));
    const machines = vi.spyOn(machinePrototype, 'provide');
    try {
      for (const url of urls) expect((await shopper.get(url)).statusCode, url).toBe(200);
      return {
        actors: actors.reduce((sum, spy) => sum + spy.mock.calls.length, 0),
        machines: machines.mock.calls.length,
      };
    } finally {
      for (const spy of actors) spy.mockRestore();
      machines.mockRestore();
    }
  }

  it('renders the home page, listings, a product, the cart, checkout and the account page with no actor and no machine built', async () => {
    for (const url of urls) await shopper.get(url);
    expect(await machineWorkWhileRendering()).toEqual({ actors: 0, machines: 0 });
  });

  it('counts the actors a render made when it makes one a widget (the check can fail)', async () => {
    serverRender.actorPerRender = true;
    try {
      expect((await machineWorkWhileRendering()).actors).toBeGreaterThan(urls.length);
    } finally {
      serverRender.actorPerRender = false;
    }
  });
});
