import { fireEvent, render, screen } from '@testing-library/react';
import { expect, vi } from 'vitest';
import { miniCartMachine } from '../../../machines/miniCart';
import { pageMachines } from '../../../src/live/machines';
import { MiniCart } from '../../../ui/cart/MiniCart';
import type { CartSummary } from '../../../ui/cart/types';
import { MachinesContext } from '../../../ui/machines-context';
import { startCartWithServer } from './cart-edge';
import { pathDriver, type RunMachine } from './driver';
import { onWalkEnd } from './walk';

const NAMES: Record<string, string> = { a: 'Blue mug', b: 'Red mug', c: 'Green mug' };

/** The cart the server renders for these line keys, in order. */
function cartOf(keys: string[]): CartSummary {
  return {
    lines: keys.map((key) => ({
      cart_item_key: key,
      name: NAMES[key] ?? key,
      url: `/product/${key}/`,
      image: '/media/mug.svg',
      quantity: 1,
      unitPrice: '£9.00',
      lineTotal: '£9.00',
      removeHref: `/cart/?remove_item=${key}&_nonce=n`,
    })),
    itemCount: keys.length,
    subtotal: `£${9 * keys.length}.00`,
    cart_hash: keys.join('') || 'empty',
  };
}

async function start(input: { lines: string[] }, run: RunMachine) {
  // jsdom has no CSS.escape, which the drawer uses to find a line by its key.
  vi.stubGlobal('CSS', { escape: (key: string) => key.replace(/["\\]/g, '\\$&') });
  // A browser does not focus what a closed dialog holds (it is not rendered); jsdom does, so
  // React putting focus back where it was before a commit would land in the closed drawer.
  const focus = HTMLElement.prototype.focus;
  const focusSpy = vi.spyOn(HTMLElement.prototype, 'focus').mockImplementation(function (this: HTMLElement, options) {
    if (!this.closest('dialog:not([open])')) focus.call(this, options);
  });
  onWalkEnd(() => focusSpy.mockRestore());
  const cart = await startCartWithServer();
  const page = pageMachines({
    cartQueue: cart.queue,
    regionHooks: { beforeRemove: () => {}, afterInsert: () => {} },
  });
  const machines = { ...page, miniCart: run(page.miniCart) };
  const view = (keys: string[]) => (
    <MachinesContext.Provider value={machines}>
      <MiniCart cart={cartOf(keys)} cartUrl="/cart/" />
    </MachinesContext.Provider>
  );
  const { rerender } = render(view(input.lines));
  // What the rules say, kept as the path goes: the lines listed, the line the shopper is
  // removing while the drawer is open, and where focus is (found once the page has
  // rendered the step: React renders after the step's act).
  return {
    ...cart,
    show: (keys: string[]) => rerender(view(keys)),
    lines: input.lines,
    removing: null as string | null,
    focused: (): Element => document.body,
  };
}
type UI = Awaited<ReturnType<typeof start>>;

const toggle = () => screen.getByRole('button', { name: /^Cart / });
const drawer = () => document.querySelector('dialog.mini-cart') as HTMLDialogElement;
const line = (key: string) => document.querySelector(`[data-line-key="${key}"]`);

/** The drawer lists the cart's lines in order, or says it is empty; focus is where the rules put it. */
const lists = (ui: UI) => {
  expect([...document.querySelectorAll('[data-line-key]')].map((l) => l.getAttribute('data-line-key'))).toEqual(
    ui.lines,
  );
  expect(screen.queryByText('No products in the cart.') !== null).toBe(ui.lines.length === 0);
  expect(document.activeElement).toBe(ui.focused());
};

/**
 * The header's cart button opens the drawer, a modal side sheet; Escape and its close
 * button close it, focus going back to the button. Its lines follow the cart. When the
 * line the shopper removed leaves the list (the drawer still open), focus goes to the line
 * after it still listed, else to the heading, else (none left) to the empty cart's message.
 * A line another tab removed, or one removed in a drawer since closed, moves nothing.
 */
export default pathDriver(miniCartMachine, {
  start,
  events: {
    OPEN: (ui) => {
      toggle().focus();
      fireEvent.click(toggle());
      // The browser focuses the dialog's first control: its close button.
      ui.focused = () => screen.getByRole('button', { name: 'Close cart' });
    },
    CLOSE: (ui) => {
      fireEvent.keyDown(drawer(), { key: 'Escape' });
      ui.focused = toggle;
      ui.removing = null;
    },
    REMOVING: (ui, event) => {
      const key = event.key as string;
      // Only a listed line has a remove link to click.
      if (!ui.lines.includes(key)) return;
      const remove = screen.getByRole('link', { name: `Remove ${NAMES[key]} from cart` });
      remove.focus();
      fireEvent.click(remove);
      ui.focused = () => remove;
      // A second click on a line being removed removes nothing more.
      ui.removing = key;
    },
    // The cart changed: the server's answer to a removal, or another tab's.
    LINES: (ui, event) => {
      const before = ui.lines;
      const after = event.lines as string[];
      ui.show(after);
      ui.lines = after;
      const removed = ui.removing;
      if (removed === null || after.includes(removed)) {
        // Focus stays, unless what had it went with its line.
        const kept = ui.focused();
        ui.focused = () => (kept.isConnected ? kept : document.body);
        return;
      }
      ui.removing = null;
      const next = before.slice(before.indexOf(removed) + 1).find((key) => after.includes(key));
      ui.focused = () =>
        (after.length === 0
          ? screen.getByText('No products in the cart.')
          : next
            ? line(next)
            : screen.getByRole('heading', { name: 'Cart' })) as Element;
    },
  },
  states: {
    closed: (ui) => {
      expect(drawer().open).toBe(false);
      expect(toggle().getAttribute('aria-haspopup')).toBe('dialog');
      lists(ui);
    },
    open: (ui) => {
      expect(drawer().open).toBe(true);
      expect(drawer().getAttribute('aria-labelledby')).toBe(screen.getByRole('heading', { name: 'Cart' }).id);
      lists(ui);
    },
  },
  moves: [
    ['closed', { type: 'OPEN' }, 'open'],
    ['open', { type: 'CLOSE' }, 'closed'],
    ...(['closed', 'open'] as const).flatMap((s) =>
      [['b'], ['a'], []].map(
        (lines) => [s, { type: 'LINES', lines }, s] as [string, { type: string; lines: string[] }, string],
      ),
    ),
    ['open', { type: 'REMOVING', key: 'a' }, 'open'],
    ['open', { type: 'REMOVING', key: 'b' }, 'open'],
    ['open', { type: 'LINES', lines: ['b', 'c'] }, 'open'],
    ['open', { type: 'LINES', lines: ['c'] }, 'open'],
  ],
  scenarios: [
    // A removal's answer that also lists a line added elsewhere; the next removal's focus goes
    // by the list as it now is: to that new line, not to the heading.
    {
      events: [
        { type: 'OPEN' },
        { type: 'REMOVING', key: 'a' },
        { type: 'LINES', lines: ['b', 'c'] },
        { type: 'REMOVING', key: 'b' },
        { type: 'LINES', lines: ['c'] },
      ],
    },
    // Once a removal is answered, another tab emptying the cart moves focus nowhere.
    {
      events: [
        { type: 'OPEN' },
        { type: 'REMOVING', key: 'a' },
        { type: 'LINES', lines: ['b'] },
        { type: 'LINES', lines: [] },
      ],
    },
    // A removal the shopper closed the drawer on, answered after it is opened again, moves nothing.
    {
      events: [
        { type: 'OPEN' },
        { type: 'REMOVING', key: 'a' },
        { type: 'CLOSE' },
        { type: 'OPEN' },
        { type: 'LINES', lines: ['b'] },
      ],
    },
  ],
});
