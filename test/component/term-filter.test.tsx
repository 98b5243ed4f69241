import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fromCallback, fromPromise } from 'xstate';
import type { FilterWidget, TermFilter } from '../../domain/listingFilter';
import { liveMachines } from '../../src/live/machines';
import type { ProductCardView } from '../../ui/catalogue/types';
import { ProductCarousel } from '../../ui/content/ProductCarousel';
import type { ProductCarouselView, TermFilterView } from '../../ui/content/types';
import { MachinesContext } from '../../ui/machines-context';

const product = (id: number): ProductCardView => ({
  id,
  name: `Lamp ${id}`,
  url: `/product/lamp-${id}/`,
  image: `/media/products/lamp-${id}.svg`,
  price: { regular: '$10.00' },
  inStock: true,
  onSale: false,
  rating: 4,
  addToCart: { href: `/product/lamp-${id}/`, label: 'Read more', ariaLabel: `Read more about “Lamp ${id}”` },
});

const filter = (chosen: string[]): TermFilterView => ({
  widgetId: 'popular',
  taxonomy: 'product_cat',
  postId: 252,
  filter: { terms: chosen, logic: 'or' },
  label: 'Filter Popular gifts by category',
  all: { label: 'All', href: '/gift-guide/', chosen: chosen.length === 0 },
  terms: ['mugs', 'lamps'].map((slug) => ({
    slug,
    label: slug === 'mugs' ? 'Mugs' : 'Lamps',
    href: `/gift-guide/?e-filter-popular-product_cat=${slug}`,
    chosen: chosen.includes(slug),
  })),
});

/** The carousel with a category filter; the refresh call doubled: it records what it was asked and never answers. */
function renderFiltered(view: Partial<ProductCarouselView> = {}) {
  const asked: { filter: TermFilter; widget: FilterWidget }[] = [];
  const machines = {
    ...liveMachines,
    listingFilter: liveMachines.listingFilter.provide({
      actors: {
        refreshListing: fromPromise(({ input }) => {
          asked.push({ filter: input.filter, widget: input.widget });
          return new Promise<{ data: string }>(() => {});
        }),
        watchHistory: fromCallback(() => {}),
      },
    }),
  };
  render(
    <MachinesContext.Provider value={machines}>
      <ProductCarousel
        id="popular"
        view={{
          heading: 'Popular gifts',
          slidesToShow: { desktop: 3, tablet: 2, mobile: 1 },
          products: [product(1), product(2), product(3)],
          filter: filter(['mugs']),
          resultCount: 'Showing 3 products in Mugs',
          ...view,
        }}
      />
    </MachinesContext.Provider>,
  );
  return asked;
}

describe('a product carousel with a taxonomy filter', () => {
  it('names its links, marks the chosen one in words, and shows the count above the slides', () => {
    renderFiltered();
    const region = screen.getByRole('region', { name: 'Popular gifts' });
    const nav = within(region).getByRole('navigation', { name: 'Filter Popular gifts by category' });
    const mugs = within(nav).getByRole('link', { name: /^Mugs\s*\(chosen; follow to remove\)$/ });
    expect(mugs.getAttribute('aria-current')).toBe('true');
    expect(within(nav).getByRole('link', { name: 'Lamps' }).getAttribute('aria-current')).toBeNull();
    expect(within(nav).getByRole('link', { name: 'All' }).getAttribute('href')).toBe('/gift-guide/');
    expect(within(region).getByText('Showing 3 products in Mugs').hasAttribute('data-refresh-summary')).toBe(true);
    expect(
      within(region)
        .getAllByRole('group')
        .map((s) => s.getAttribute('aria-label')),
    ).toEqual(['1 of 3', '2 of 3', '3 of 3']);
  });

  it('a click on a category asks for the carousel with it added, and the links say they are busy meanwhile', () => {
    const asked = renderFiltered();
    const lamps = screen.getByRole('link', { name: 'Lamps' });
    // fireEvent returns false when the page's default (following the link) was prevented.
    expect(fireEvent.click(lamps)).toBe(false);
    expect(asked).toEqual([
      {
        filter: { terms: ['mugs', 'lamps'], logic: 'or' },
        widget: { widgetId: 'popular', taxonomy: 'product_cat', postId: 252 },
      },
    ]);
    expect(screen.getByRole('navigation').getAttribute('aria-busy')).toBe('true');
    expect(screen.getByText('Updating products…')).not.toBeNull();
    // A second click while it works asks for nothing more.
    fireEvent.click(screen.getByRole('link', { name: 'All' }));
    expect(asked).toHaveLength(1);
  });

  it('"All" asks for the carousel without its filter', () => {
    const asked = renderFiltered();
    fireEvent.click(screen.getByRole('link', { name: 'All' }));
    expect(asked.map((a) => a.filter)).toEqual([{ terms: [], logic: 'or' }]);
  });

  it('leaves a click that opens a new tab or window to the browser', () => {
    const asked = renderFiltered();
    const lamps = screen.getByRole('link', { name: 'Lamps' });
    expect(fireEvent.click(lamps, { ctrlKey: true })).toBe(true);
    expect(fireEvent.click(lamps, { metaKey: true })).toBe(true);
    expect(fireEvent.click(lamps, { shiftKey: true })).toBe(true);
    expect(asked).toEqual([]);
  });

  it('with nothing matching, keeps its heading, links and count, and shows no slides and no controls', () => {
    renderFiltered({ products: [], resultCount: 'No products match the chosen filter.' });
    const region = screen.getByRole('region', { name: 'Popular gifts' });
    expect(within(region).getByText('No products match the chosen filter.')).not.toBeNull();
    expect(
      within(region)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['All', 'Mugs (chosen; follow to remove)', 'Lamps']);
    expect(within(region).queryAllByRole('group')).toEqual([]);
    expect(within(region).queryByRole('button')).toBeNull();
  });
});
