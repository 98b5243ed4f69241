import { fireEvent, screen, within } from '@testing-library/react';
import { expect } from 'vitest';
import { filterPanelMachine } from '../../../machines/filterPanel';
import { pathDriver, type RunMachine } from './driver';
import { startListing } from './listing-edge';

/** A phone's listing, filtered by one tag: the filter form sits behind the "Filter (1)" button. */
async function start(_input: unknown, run: RunMachine) {
  const listing = await startListing({ terms: ['eco'], logic: 'or' }, (m) => ({
    ...m,
    filterPanel: run(m.filterPanel),
  }));
  // What the rules say: whether the listing is being refreshed, and whether focus came back from the panel.
  return { ...listing, refreshing: false, closedByShopper: false };
}
type UI = Awaited<ReturnType<typeof start>>;

// jsdom's accessible name drops the space a browser keeps: "Filter (1)".
const toggle = () => screen.getByRole('button', { name: /^Filter ?\(1\)$/ });
const panel = () => screen.getByRole('dialog', { name: 'Filter products' });
const forms = () => document.querySelectorAll('form.listing-filter');

/**
 * On a phone the filter form sits behind a "Filter" button that opens it in a modal side
 * panel (decision 0201). Escape and the panel's close button close it without applying;
 * applying the filter or choosing "All" closes it too, so the shopper sees the listing
 * refresh. Focus goes back to the button. There is one form at a time.
 */
export default pathDriver(filterPanelMachine, {
  start,
  events: {
    OPEN: () => {
      toggle().focus();
      fireEvent.click(toggle());
    },
    CLOSE: (ui: UI) => {
      fireEvent.keyDown(panel(), { key: 'Escape' });
      ui.closedByShopper = true;
    },
    APPLY: (ui) => {
      fireEvent.click(within(panel()).getByRole('button', { name: 'Filter' }));
      ui.refreshing = true;
      ui.closedByShopper = true;
    },
    ALL: (ui) => {
      fireEvent.click(within(panel()).getByRole('link', { name: 'All' }));
      ui.refreshing = true;
      ui.closedByShopper = true;
    },
  },
  states: {
    closed: (ui) => {
      expect(screen.queryByRole('dialog')).toBeNull();
      expect(forms()).toHaveLength(1);
      expect(forms()[0]?.closest('dialog')).toBeNull();
      expect(toggle().getAttribute('aria-haspopup')).toBe('dialog');
      // Applying shows the listing refreshing; closing alone refreshes nothing.
      expect(forms()[0]?.getAttribute('aria-busy')).toBe(String(ui.refreshing));
      expect(screen.queryByText('Updating products…') !== null).toBe(ui.refreshing);
      if (ui.closedByShopper) expect(document.activeElement).toBe(toggle());
    },
    open: () => {
      const dialog = panel() as HTMLDialogElement;
      expect(dialog.open).toBe(true);
      expect(forms()).toHaveLength(1);
      expect(dialog.contains(forms()[0] ?? null)).toBe(true);
      expect(dialog.contains(document.activeElement)).toBe(true);
      expect(within(dialog).getByRole('checkbox', { name: 'Eco' })).toHaveProperty('checked', true);
    },
  },
  moves: [
    ['closed', { type: 'OPEN' }, 'open'],
    ['open', { type: 'CLOSE' }, 'closed'],
    ['open', { type: 'APPLY' }, 'closed'],
    ['open', { type: 'ALL' }, 'closed'],
  ],
});
