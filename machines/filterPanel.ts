import { setup } from 'xstate';

/**
 * The listing filter's panel on narrow screens (docs/decisions/0201): closed, or open as
 * a modal side panel holding the filter form. The "Filter" button opens it; Escape and
 * its close button close it. Applying the filter, or choosing "All", closes it too, so
 * the shopper sees the listing refresh.
 */
export const filterPanelMachine = setup({
  types: {} as {
    events: { type: 'OPEN' } | { type: 'CLOSE' } | { type: 'APPLY' } | { type: 'ALL' };
  },
}).createMachine({
  id: 'filterPanel',
  initial: 'closed',
  states: {
    closed: { on: { OPEN: 'open' } },
    open: { on: { CLOSE: 'closed', APPLY: 'closed', ALL: 'closed' } },
  },
});
