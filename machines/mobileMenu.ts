import { assign, fromCallback, setup } from 'xstate';

/**
 * The site header's navigation: the mobile menu switches
 * between closed and open (the view mirrors it in aria-expanded); opening it collapses any
 * open sub-menu; a resize of the window closes it. Sub-menus expand and collapse on click,
 * one at a time, on any screen.
 */
export const mobileMenuMachine = setup({
  types: {} as {
    context: { expanded: string | null };
    events:
      | { type: 'TOGGLE' }
      | { type: 'CLOSE' }
      | { type: 'RESIZED' }
      | { type: 'TOGGLE_SUBMENU'; id: string }
      | { type: 'COLLAPSE_SUBMENUS' };
  },
  actors: {
    // Provided by the live wiring (services/viewport): sends RESIZED when the window is resized.
    watchResize: fromCallback(() => {}),
  },
  actions: {
    collapseSubMenus: assign({ expanded: null }),
  },
}).createMachine({
  id: 'mobileMenu',
  context: { expanded: null },
  initial: 'closed',
  on: {
    TOGGLE_SUBMENU: {
      actions: assign({ expanded: ({ context, event }) => (context.expanded === event.id ? null : event.id) }),
    },
    COLLAPSE_SUBMENUS: { actions: 'collapseSubMenus' },
  },
  states: {
    closed: { on: { TOGGLE: { target: 'open', actions: 'collapseSubMenus' } } },
    open: {
      // Listens only while open: a closed menu has nothing to close.
      invoke: { id: 'windowResize', src: 'watchResize' },
      on: { TOGGLE: 'closed', CLOSE: 'closed', RESIZED: 'closed' },
    },
  },
});
