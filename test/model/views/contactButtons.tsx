import { fireEvent, render, screen } from '@testing-library/react';
import { expect } from 'vitest';
import { contactButtonsMachine } from '../../../machines/contactButtons';
import { liveMachines } from '../../../src/live/machines';
import { ContactButtons } from '../../../ui/contact-buttons/ContactButtons';
import { MachinesContext } from '../../../ui/machines-context';
import { pathDriver, type RunMachine } from './driver';

const view = {
  label: 'Contact us',
  email: { address: 'hello@shop.test', href: 'mailto:hello@shop.test' },
  phone: { display: '+44 20 7946 0000', href: 'tel:+442079460000' },
  hours: [{ days: 'Monday to Friday', time: '9:00–17:00' }],
};

function start(_input: unknown, run: RunMachine) {
  render(
    <MachinesContext.Provider value={{ ...liveMachines, contactButtons: run(liveMachines.contactButtons) }}>
      <p>Our linen is washed twice before it is sent.</p>
      <a href="/shop/">Shop</a>
      <ContactButtons id="footer" view={view} />
    </MachinesContext.Provider>,
  );
  // Where the rules say focus is after the last step (null: not checked).
  return { focused: null as Element | null };
}
type UI = ReturnType<typeof start>;

const toggle = () => screen.getByRole('button', { name: 'Contact us' });
const panel = () => document.getElementById(toggle().getAttribute('aria-controls') ?? '') as HTMLElement;

/** The toggle says whether the panel is open; closed, the panel is hidden; nothing else moves focus. */
const shows = (open: boolean) => (ui: UI) => {
  expect(toggle().getAttribute('aria-expanded')).toBe(String(open));
  expect(panel().hidden).toBe(!open);
  if (open)
    expect(screen.getByRole('link', { name: 'E-mail hello@shop.test' }).getAttribute('href')).toBe(view.email.href);
  if (ui.focused) expect(document.activeElement).toBe(ui.focused);
};

/**
 * A disclosure, not a dialog: the toggle opens and closes a panel that blocks nothing in
 * the page. Escape closes it and puts focus back on the toggle; a click or focus elsewhere
 * in the page closes it and leaves focus where the shopper put it.
 */
export default pathDriver(contactButtonsMachine, {
  start,
  events: {
    TOGGLE: (ui) => {
      toggle().focus();
      fireEvent.click(toggle());
      ui.focused = toggle();
    },
    // Pressed on one of the ways to reach the shop, in the panel.
    ESCAPE: (ui) => {
      const link = screen.getByRole('link', { name: 'Call +44 20 7946 0000' });
      link.focus();
      fireEvent.keyDown(link, { key: 'Escape' });
      ui.focused = toggle();
    },
    // Tabbed on past the panel, or to something else in the page.
    FOCUS_ELSEWHERE: (ui) => {
      const elsewhere = screen.getByRole('link', { name: 'Shop' });
      elsewhere.focus();
      ui.focused = elsewhere;
    },
    // A click on the page's text, which takes no focus.
    CLICKED_ELSEWHERE: (ui) => {
      ui.focused = document.activeElement;
      fireEvent.click(screen.getByText('Our linen is washed twice before it is sent.'));
    },
  },
  states: { closed: shows(false), open: shows(true) },
  moves: [
    ['closed', { type: 'TOGGLE' }, 'open'],
    ['open', { type: 'TOGGLE' }, 'closed'],
    ['open', { type: 'ESCAPE' }, 'closed'],
    ['open', { type: 'FOCUS_ELSEWHERE' }, 'closed'],
    ['open', { type: 'CLICKED_ELSEWHERE' }, 'closed'],
  ],
});
