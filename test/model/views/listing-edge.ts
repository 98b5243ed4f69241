import { render } from '@testing-library/react';
import { createElement } from 'react';
import { vi } from 'vitest';
import type { TermFilter } from '../../../domain/listingFilter';
import { liveMachines } from '../../../src/live/machines';
import { liveListingFilter } from '../../../src/live/widgets/listingFilter';
import { ListingFilter } from '../../../ui/catalogue/ListingFilter';
import { type Machines, MachinesContext } from '../../../ui/machines-context';
import { Notices } from '../../../ui/notices/Notices';

export const CHOICES = [
  { slug: 'eco', name: 'Eco' },
  { slug: 'gift', name: 'Gift' },
];

/** The listing region as the server renders it for the page's own filter. */
export const PAGE_LISTING = '<div data-listing-region="shop"><p class="result-count">Showing 4 results</p></div>';

/**
 * The shop's listing page with its tag filter bar and notices, live, with the REST server
 * as the only double: `fetch` holds each refresh until the walk answers it, and records
 * its URL and JSON body. The page's URL names `filter`, as the server rendered it. `wire`
 * changes the machines the page runs (a mutant in place of one: test/structure/).
 */
export async function startListing(filter: TermFilter, wire: (machines: Machines) => Machines = (m) => m) {
  // Loaded with the first refresh in a browser; loaded here, it answers within a turn.
  await Promise.all([import('../../../services/listingFilter'), import('../../../src/live/rest')]);
  const value = filter.terms.join(filter.logic === 'and' ? '+' : filter.logic === 'not' ? '!' : '~');
  history.replaceState(null, '', value ? `/shop/?e-filter-shop-product_tag=${value}` : '/shop/');
  document.body.innerHTML = `${PAGE_LISTING}<div id="a11y-speak-polite" data-testid="polite" aria-live="polite"></div><div id="a11y-speak-assertive" data-testid="assertive" aria-live="assertive"></div><div id="root"></div>`;
  const held: { resolve: (response: Response) => void; reject: (error: Error) => void }[] = [];
  const requests: { url: string; body: Record<string, unknown> }[] = [];
  vi.stubGlobal(
    'fetch',
    (url: string, init: RequestInit) =>
      new Promise<Response>((resolve, reject) => {
        requests.push({ url: String(url), body: JSON.parse(String(init.body)) });
        held.push({ resolve, reject });
      }),
  );
  // An error notice scrolls the page to the notices: jsdom has no scrolling, nor media queries.
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: query.includes('reduce'), media: query }));
  vi.stubGlobal('scrollTo', () => {});
  // Nothing in the listing region is an island here: nothing to hydrate or unmount.
  const listingFilter = liveListingFilter({ regionHooks: { beforeRemove: () => {}, afterInsert: () => {} } });
  const page = createElement(
    MachinesContext.Provider,
    { value: wire({ ...liveMachines, listingFilter }) },
    createElement(Notices, { notices: [] }),
    createElement(ListingFilter, {
      widgetId: 'shop',
      taxonomy: 'product_tag',
      postId: 0,
      action: '/shop/',
      keepParams: {},
      allHref: '/shop/',
      choices: CHOICES,
      filter,
    }),
  );
  render(page, { container: document.getElementById('root') as HTMLElement });
  /** Lets a request and its answer run their course (a handful of promise turns). */
  const settle = async () => {
    for (let i = 0; i < 10; i++) await vi.advanceTimersByTimeAsync(0);
  };
  await settle();
  return {
    requests,
    settle,
    /** The server answers the oldest refresh still open. */
    answer: async (body: unknown, status = 200) => {
      held.shift()?.resolve(new Response(JSON.stringify(body), { status }));
      await settle();
    },
    /** The oldest open refresh never reaches the server: the shopper is offline. */
    fail: async () => {
      held.shift()?.reject(new TypeError('Failed to fetch'));
      await settle();
    },
  };
}
