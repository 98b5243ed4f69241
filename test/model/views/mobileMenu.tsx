import { fireEvent, render, screen } from '@testing-library/react';
import { expect } from 'vitest';
import { mobileMenuMachine } from '../../../machines/mobileMenu';
import { liveMachines } from '../../../src/live/machines';
import { SiteNav } from '../../../ui/layout/SiteNav';
import { MachinesContext } from '../../../ui/machines-context';
import { pathDriver, type RunMachine } from './driver';

const SUB_MENUS = ['Shop', 'Help'];

function start(_input: unknown, run: RunMachine) {
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: 390 });
  render(
    <MachinesContext.Provider value={{ ...liveMachines, mobileMenu: run(liveMachines.mobileMenu) }}>
      <SiteNav categories={[{ slug: 'mugs', name: 'Mugs', url: '/mugs/' }]} currentPath="/" cartUrl="/cart/" />
      <button type="button">Elsewhere</button>
    </MachinesContext.Provider>,
  );
  // What the rules say is expanded and where Escape leaves focus, kept as the path goes.
  return { expanded: null as string | null, open: false, focused: null as HTMLElement | null };
}
type UI = ReturnType<typeof start>;

const toggle = () => screen.getByRole('button', { name: 'Menu' });
const subMenuButton = (id: string) => screen.getByRole('button', { name: id === 'shop' ? 'Shop' : 'Help' });

/** aria-expanded mirrors the menu and each sub-menu; a collapsed sub-menu's list is hidden. */
const shows = (open: boolean) => (ui: UI) => {
  expect(toggle().getAttribute('aria-expanded')).toBe(String(open));
  expect(document.getElementById(toggle().getAttribute('aria-controls') ?? '')?.classList.contains('is-open')).toBe(
    open,
  );
  for (const name of SUB_MENUS) {
    const button = screen.getByRole('button', { name });
    const expanded = ui.expanded === name.toLowerCase();
    expect(button.getAttribute('aria-expanded')).toBe(String(expanded));
    expect(document.getElementById(button.getAttribute('aria-controls') ?? '')?.hidden).toBe(!expanded);
  }
  if (ui.focused) expect(document.activeElement).toBe(ui.focused);
};

/**
 * The header menu switches between closed and open, aria-expanded mirroring it; opening it
 * collapses any open sub-menu; a change of the window's width closes it. Sub-menus expand
 * and collapse on click, one at a time; focus leaving the nav collapses them. Escape
 * collapses an open sub-menu, focusing its button, else closes an open menu, focusing the toggle.
 */
export default pathDriver(mobileMenuMachine, {
  start,
  events: {
    TOGGLE: (ui) => {
      fireEvent.click(toggle());
      if (!ui.open) ui.expanded = null;
      ui.open = !ui.open;
      ui.focused = null;
    },
    TOGGLE_SUBMENU: (ui, event) => {
      const id = event.id as string;
      subMenuButton(id).focus();
      fireEvent.click(subMenuButton(id));
      ui.expanded = ui.expanded === id ? null : id;
      ui.focused = null;
    },
    // Focus goes from inside the nav to something after it.
    COLLAPSE_SUBMENUS: (ui) => {
      subMenuButton('shop').focus();
      screen.getByRole('button', { name: 'Elsewhere' }).focus();
      ui.expanded = null;
      ui.focused = null;
    },
    ESCAPE: (ui) => {
      // Pressed on the first link of what is open (the shopper tabbed into it), so that focus
      // has somewhere to go back to; with nothing open, on a sub-menu's button (shown without
      // the menu on a wide screen), where focus stays.
      const controlled = (button: HTMLElement) => document.getElementById(button.getAttribute('aria-controls') ?? '');
      const inside = ui.expanded ? subMenuButton(ui.expanded) : ui.open ? toggle() : null;
      const from = inside ? (controlled(inside)?.querySelector('a') as HTMLElement) : subMenuButton('shop');
      from.focus();
      fireEvent.keyDown(from, { key: 'Escape' });
      ui.focused = inside ?? from;
      // An open sub-menu is the innermost thing: the menu around it stays open.
      if (!ui.expanded) ui.open = false;
      ui.expanded = null;
    },
    // The phone turned to landscape: the window's width changes.
    RESIZED: (ui) => {
      Object.defineProperty(window, 'innerWidth', { configurable: true, value: window.innerWidth + 100 });
      window.dispatchEvent(new Event('resize'));
      ui.open = false;
      ui.focused = null;
    },
  },
  states: { closed: shows(false), open: shows(true) },
  moves: [
    ['closed', { type: 'TOGGLE' }, 'open'],
    ['open', { type: 'TOGGLE' }, 'closed'],
    ['open', { type: 'RESIZED' }, 'closed'],
    ['open', { type: 'ESCAPE' }, 'closed'],
    ['open', { type: 'ESCAPE' }, 'open'],
    ['closed', { type: 'ESCAPE' }, 'closed'],
    ...(['closed', 'open'] as const).flatMap((s) => [
      [s, { type: 'TOGGLE_SUBMENU', id: 'shop' }, s] as [string, { type: string; id?: string }, string],
      [s, { type: 'TOGGLE_SUBMENU', id: 'help' }, s] as [string, { type: string; id?: string }, string],
      [s, { type: 'COLLAPSE_SUBMENUS' }, s] as [string, { type: string }, string],
    ]),
  ],
});
