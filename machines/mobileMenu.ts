import { assign, fromCallback, setup, stateIn } from 'xstate';

/**
 * The site header's navigation: the mobile menu switches between closed and open (the
 * view mirrors it in aria-expanded); opening it collapses any open sub-menu; a resize of
 * the window closes it. Sub-menus expand and collapse on click, one at a time, on any
 * screen. Escape closes the innermost open thing, an open sub-menu before the menu, and
 * gives focus to the button that opens it (docs/decisions/0041).
 */
export const mobileMenuMachine = setup({
  types: {} as {
    context: { expanded: string | null };
    events:
      | { type: 'TOGGLE' }
      | { type: 'ESCAPE' }
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
    // Provided by the live wiring: focuses the button that opens a sub-menu (null: the menu toggle).
    focusToggle: (_, _params: { subMenu: string | null }) => {},
  },
  guards: {
    subMenuExpanded: ({ context }) => context.expanded !== null,
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
    ESCAPE: [
      {
        guard: 'subMenuExpanded',
        actions: [
          { type: 'focusToggle', params: ({ context }) => ({ subMenu: context.expanded }) },
          'collapseSubMenus',
        ],
      },
      { guard: stateIn('open'), target: '.closed', actions: { type: 'focusToggle', params: { subMenu: null } } },
    ],
  },
  states: {
    closed: { on: { TOGGLE: { target: 'open', actions: 'collapseSubMenus' } } },
    open: {
      // Listens only while open: a closed menu has nothing to close.
      invoke: { id: 'windowResize', src: 'watchResize' },
      on: { TOGGLE: 'closed', RESIZED: 'closed' },
    },
  },
});
