import { setup } from 'xstate';

/**
 * The mini-cart drawer (docs/decisions/0200): closed, or open as a modal side panel over
 * the page. The header's cart button opens it; Escape and its close button close it. Its
 * lines remove themselves (miniCartItem) while it stays open.
 */
export const miniCartMachine = setup({
  types: {} as {
    events: { type: 'OPEN' } | { type: 'CLOSE' };
  },
}).createMachine({
  id: 'miniCart',
  initial: 'closed',
  states: {
    closed: { on: { OPEN: 'open' } },
    open: { on: { CLOSE: 'closed' } },
  },
});
