import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startListing } from '../model/views/listing-edge';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const here = () => `${location.pathname}${location.search}`;
const form = () => document.querySelector('form.listing-filter') as HTMLFormElement;
const listing = (text: string) => `<div data-listing-region="shop"><p class="result-count">${text}</p></div>`;

/** Back (or Forward) to `url`: the browser shows it, then tells the page; the server answers the restore. */
async function back(page: Awaited<ReturnType<typeof startListing>>, url: string) {
  await act(async () => {
    history.replaceState(null, '', url);
    window.dispatchEvent(new PopStateEvent('popstate'));
    await page.settle();
  });
  expect(page.requests.at(-1)?.body.pagination_base_url).toBe(url);
  await act(() => page.answer({ data: listing('Restored') }));
  expect(here()).toBe(url);
}

describe('the listing filter after Back', () => {
  // A restore adds no history entry; a choice made after it is the shopper's own and does.
  it('applies a new choice at page 1 of its filter, in a history entry of its own', async () => {
    const page = await startListing({ terms: ['eco'], logic: 'or' });
    await back(page, '/shop/?e-filter-shop-product_tag=eco~gift&paged=2');
    const entries = history.length;
    await act(async () => {
      fireEvent.click(screen.getByRole('checkbox', { name: 'Gift' }));
      fireEvent.click(within(form()).getByRole('button', { name: 'Filter' }));
      await page.settle();
    });
    expect(page.requests.at(-1)?.body.pagination_base_url).toBe('/shop/?e-filter-shop-product_tag=eco');
    await act(() => page.answer({ data: listing('Eco') }));
    expect(here()).toBe('/shop/?e-filter-shop-product_tag=eco');
    expect(history.length).toBe(entries + 1);
  });

  it('fetches nothing when Back leads to an entry naming the filter the listing shows', async () => {
    const page = await startListing({ terms: ['eco'], logic: 'or' });
    await act(async () => {
      history.pushState(null, '', '/shop/?e-filter-shop-product_tag=eco#statefront-action:action=lightbox');
      history.replaceState(null, '', '/shop/?e-filter-shop-product_tag=eco');
      window.dispatchEvent(new PopStateEvent('popstate'));
      await page.settle();
    });
    expect(page.requests).toEqual([]);
    expect(form().getAttribute('aria-busy')).toBe('false');
  });

  it('shows every product on "All", in a history entry of its own', async () => {
    const page = await startListing({ terms: ['eco'], logic: 'or' });
    await back(page, '/shop/?e-filter-shop-product_tag=eco~gift&paged=2');
    const entries = history.length;
    await act(async () => {
      fireEvent.click(screen.getByRole('link', { name: 'All' }));
      await page.settle();
    });
    expect(page.requests.at(-1)?.body.pagination_base_url).toBe('/shop/');
    await act(() => page.answer({ data: listing('All products') }));
    expect(here()).toBe('/shop/');
    expect(history.length).toBe(entries + 1);
  });
});
