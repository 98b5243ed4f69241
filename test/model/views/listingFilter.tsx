import { fireEvent, screen, within } from '@testing-library/react';
import { expect } from 'vitest';
import type { TermFilter } from '../../../domain/listingFilter';
import { listingFilterMachine } from '../../../machines/listingFilter';
import { pathDriver, type RunMachine } from './driver';
import { PAGE_LISTING, startListing } from './listing-edge';

const SEPARATORS = { and: '+', or: '~', not: '!' } as const;
const OFFLINE = 'The products could not be filtered. You are probably offline.';

/** The listing's URL for a filter: its terms joined by the logic's separator, page 1. */
const href = ({ terms, logic }: TermFilter) =>
  terms.length > 0 ? `/shop/?e-filter-shop-product_tag=${terms.join(SEPARATORS[logic])}` : '/shop/';
/** What the server renders for a filter, as the refresh's `data`. */
const listingFor = (filter: TermFilter) =>
  `<div data-listing-region="shop"><p class="result-count">Showing products for ${href(filter)}</p></div>`;

async function start(input: { filter: TermFilter }, run: RunMachine) {
  const listing = await startListing(input.filter, (m) => ({ ...m, listingFilter: run(m.listingFilter) }));
  // What the rules say the page holds, kept as the path goes: the choices made, what the
  // listing shows (its filter, markup, URL and history entries), the refreshes asked for
  // and whether the one under way restores a history entry, the errors said.
  return {
    ...listing,
    selection: input.filter,
    shown: input.filter,
    markup: PAGE_LISTING,
    url: href(input.filter),
    entries: history.length,
    restoring: false,
    sent: 0,
    errors: 0,
  };
}
type UI = Awaited<ReturnType<typeof start>>;

const form = () => document.querySelector('form.listing-filter') as HTMLFormElement;
const listingRegion = () => document.querySelector('[data-listing-region="shop"]') as HTMLElement;
/** The listing's markup as the server sent it, without the marks of a refresh under way. */
const region = () => {
  const copy = listingRegion().cloneNode(true) as HTMLElement;
  copy.classList.remove('blocked');
  if (copy.classList.length === 0) copy.removeAttribute('class');
  copy.removeAttribute('aria-busy');
  return copy.outerHTML;
};
/** While a refresh is under way the listing is dimmed, takes no clicks and is busy to assistive technology. */
const listingBusy = (busy: boolean) => {
  expect(listingRegion().classList.contains('blocked')).toBe(busy);
  expect(listingRegion().getAttribute('aria-busy')).toBe(busy ? 'true' : null);
};
const checkbox = (name: string) => screen.getByRole('checkbox', { name }) as HTMLInputElement;
const said = () => [...screen.getByTestId('assertive').children].map((c) => c.textContent);

/** What the listing shows, its URL and its history, as the rules say; the choices as made. */
const listingAsRuled = (ui: UI) => {
  expect(region()).toBe(ui.markup);
  expect(`${location.pathname}${location.search}`).toBe(ui.url);
  expect(history.length).toBe(ui.entries);
  expect(checkbox('Eco').checked).toBe(ui.selection.terms.includes('eco'));
  expect(checkbox('Gift').checked).toBe(ui.selection.terms.includes('gift'));
  expect((screen.getByRole('radio', { name: 'All of them' }) as HTMLInputElement).checked).toBe(
    ui.selection.logic === 'and',
  );
  expect(screen.getByRole('link', { name: 'All' }).getAttribute('aria-current')).toBe(
    ui.selection.terms.length === 0 ? 'true' : null,
  );
  // The "Filter" button counts the tags the listing is filtered by, not those merely chosen.
  const count = ui.shown.terms.length;
  expect(document.querySelector('.listing-filter__toggle')?.textContent).toBe(count ? `Filter (${count})` : 'Filter');
  expect(ui.requests).toHaveLength(ui.sent);
  // A failure is shown as the page's error notice and said at once, each time.
  expect(said()).toEqual(Array.from({ length: ui.errors }, () => OFFLINE));
  expect(screen.queryByRole('alert')?.textContent ?? null).toBe(ui.errors > 0 ? OFFLINE : null);
};

/** The shopper's last choice goes to the server: the listing will have its URL, at page 1 unless restored. */
const asks = (ui: UI, filter: TermFilter, restoring: boolean) => {
  ui.selection = filter;
  ui.restoring = restoring;
  ui.sent += 1;
};

/**
 * Choices change what the filter bar shows, nothing else. Applying them (or "All") asks the
 * server for the listing with that filter at page 1; the bar is busy, the listing unchanged,
 * until the answer replaces the listing and the URL gets a new history entry. Back restores
 * the filter its URL names, the same way but without a new entry. While a refresh is under
 * way, choices are dropped. A failure leaves the listing as it was, puts the choices back to
 * what it shows, and says so with the error's message.
 */
export default pathDriver(listingFilterMachine, {
  start,
  events: {
    TOGGLE: (ui, event) => {
      fireEvent.click(checkbox(event.term === 'gift' ? 'Gift' : 'Eco'));
      const { terms, logic } = ui.selection;
      const term = event.term as string;
      ui.selection = { terms: terms.includes(term) ? terms.filter((t) => t !== term) : [...terms, term], logic };
    },
    SET_LOGIC: (ui) => {
      fireEvent.click(screen.getByRole('radio', { name: 'All of them' }));
      ui.selection = { ...ui.selection, logic: 'and' };
    },
    APPLY: (ui) => {
      fireEvent.click(within(form()).getByRole('button', { name: 'Filter' }));
      asks(ui, ui.selection, false);
    },
    ALL: (ui) => {
      fireEvent.click(screen.getByRole('link', { name: 'All' }));
      asks(ui, { terms: [], logic: ui.selection.logic }, false);
    },
    // Back, to the unfiltered listing: the browser shows its URL, then tells the page. When
    // the listing shows every product already, there is nothing to fetch.
    RESTORE: (ui) => {
      history.replaceState(null, '', '/shop/');
      window.dispatchEvent(new PopStateEvent('popstate'));
      ui.url = '/shop/';
      if (ui.shown.terms.length > 0) asks(ui, { terms: [], logic: 'or' }, true);
    },
    'xstate.done.actor.refresh': async (ui) => {
      ui.markup = listingFor(ui.selection);
      await ui.answer({ data: ui.markup });
      ui.shown = ui.selection;
      if (!ui.restoring) {
        ui.url = href(ui.selection);
        ui.entries += 1;
      }
    },
    'xstate.error.actor.refresh': async (ui) => {
      await ui.fail();
      ui.selection = ui.shown;
      ui.errors += 1;
    },
  },
  states: {
    idle: (ui) => {
      listingAsRuled(ui);
      expect(form().getAttribute('aria-busy')).toBe('false');
      expect(screen.queryByText('Updating products…')).toBeNull();
      listingBusy(false);
    },
    refreshing: (ui) => {
      expect(form().getAttribute('aria-busy')).toBe('true');
      expect(screen.queryByText('Updating products…')).not.toBeNull();
      listingBusy(true);
      const { url, body } = ui.requests.at(-1) ?? { url: '', body: {} };
      expect(new URL(url).pathname).toBe('/api/statefront/v1/refresh-loop');
      expect(body).toEqual({
        post_id: 0,
        widget_filters: {
          product_tag: {
            filterType: 'taxonomy',
            filterData: { terms: ui.selection.terms, selectedTaxonomy: 'product_tag', logicalJoin: ui.selection.logic },
          },
        },
        widget_id: 'shop',
        pagination_base_url: ui.restoring ? ui.url : href(ui.selection),
      });
      listingAsRuled(ui);
      // What is sent is what shows: a choice, "All" or Back meanwhile changes nothing.
      fireEvent.click(checkbox('Gift'));
      fireEvent.click(screen.getByRole('link', { name: 'All' }));
      window.dispatchEvent(new PopStateEvent('popstate'));
      listingAsRuled(ui);
    },
  },
  moves: [
    ['idle', { type: 'TOGGLE', term: 'gift' }, 'idle'],
    ['idle', { type: 'SET_LOGIC', logic: 'and' }, 'idle'],
    ['idle', { type: 'APPLY' }, 'refreshing'],
    ['idle', { type: 'ALL' }, 'refreshing'],
    ['idle', { type: 'RESTORE', filter: { terms: [], logic: 'or' } }, 'refreshing'],
    ['idle', { type: 'RESTORE', filter: { terms: [], logic: 'or' } }, 'idle'],
    [
      'refreshing',
      { type: 'xstate.done.actor.refresh', output: { data: '<div class="listing-region"></div>' } },
      'idle',
    ],
    ['refreshing', { type: 'xstate.error.actor.refresh' }, 'idle'],
  ],
  scenarios: [
    // Back to the unfiltered listing adds no history entry; "All" chosen after it is the
    // shopper's own refresh, and adds one.
    {
      events: [
        { type: 'RESTORE', filter: { terms: [], logic: 'or' } },
        { type: 'xstate.done.actor.refresh', output: { data: '<div class="listing-region"></div>' } },
        { type: 'ALL' },
        { type: 'xstate.done.actor.refresh', output: { data: '<div class="listing-region"></div>' } },
      ],
    },
  ],
});
