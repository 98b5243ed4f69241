import { assign, setup } from 'xstate';
import type { ElementRef } from '../domain/elementRef';

/** Where focus goes after a removal: the next line, the heading, or the empty cart's message. */
export type MiniCartFocus = { line: string } | 'heading' | 'empty';

/**
 * The line after the removed one that is still listed; the heading when the removed line
 * was the last; the empty message when none is left. Never nowhere (the page's body).
 */
export function focusAfterRemoval(before: string[], removed: string, after: string[]): MiniCartFocus {
  if (after.length === 0) return 'empty';
  const next = before.slice(before.indexOf(removed) + 1).find((key) => after.includes(key));
  return next ? { line: next } : 'heading';
}

/**
 * The mini-cart drawer (docs/decisions/0200): closed, or open as a modal side panel over
 * the page. The header's cart button opens it; Escape and its close button close it. Its
 * lines remove themselves (miniCartItem) while it stays open; when the line the shopper
 * removed has left the list, focus goes to what took its place (focusAfterRemoval).
 * `lines` are the cart_item_keys shown, in order.
 */
export const miniCartMachine = setup({
  types: {} as {
    context: { lines: string[]; removing: string | null; panel: ElementRef };
    input: { lines: string[]; panel: ElementRef };
    events:
      | { type: 'OPEN' }
      | { type: 'CLOSE' }
      | { type: 'REMOVING'; key: string }
      | { type: 'LINES'; lines: string[] };
  },
  actions: {
    // Provided by the live wiring (services/focus): focuses `target` inside the drawer's panel.
    focus: (_, _params: { panel: ElementRef; target: MiniCartFocus }) => {},
    keepLines: assign({ lines: (_, lines: string[]) => lines }),
    forgetRemoval: assign({ removing: null }),
  },
  guards: {
    removedLineGone: ({ context }, lines: string[]) => context.removing !== null && !lines.includes(context.removing),
  },
}).createMachine({
  id: 'miniCart',
  context: ({ input }) => ({ ...input, removing: null }),
  initial: 'closed',
  on: { LINES: { actions: { type: 'keepLines', params: ({ event }) => event.lines } } },
  states: {
    closed: { on: { OPEN: 'open' } },
    open: {
      // A removal the shopper leaves the drawer during no longer decides where focus goes.
      exit: 'forgetRemoval',
      on: {
        CLOSE: 'closed',
        REMOVING: { actions: assign({ removing: ({ event }) => event.key }) },
        LINES: {
          guard: { type: 'removedLineGone', params: ({ event }) => event.lines },
          actions: [
            {
              type: 'focus',
              params: ({ context: { lines, removing, panel }, event }) => ({
                panel,
                target: focusAfterRemoval(lines, removing ?? '', event.lines),
              }),
            },
            { type: 'keepLines', params: ({ event }) => event.lines },
            'forgetRemoval',
          ],
        },
      },
    },
  },
});
