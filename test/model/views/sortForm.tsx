import { fireEvent, render, screen } from '@testing-library/react';
import { expect, vi } from 'vitest';
import { sortFormMachine } from '../../../machines/sortForm';
import { liveMachines } from '../../../src/live/machines';
import { SortForm } from '../../../ui/catalogue/SortForm';
import { MachinesContext } from '../../../ui/machines-context';
import { pathDriver, type RunMachine } from './driver';

const LABELS: Record<string, string> = { menu_order: 'Default sorting', price: 'Sort by price: low to high' };

/** The listing's sort form; each submission recorded as the GET the browser would make. */
function start(input: { current: string; options: readonly string[] }, run: RunMachine) {
  const options = input.options.map((value) => ({ value, label: LABELS[value] ?? value }));
  render(
    <MachinesContext.Provider value={{ ...liveMachines, sortForm: run(liveMachines.sortForm) }}>
      <SortForm action="/shop/" orderby={input.current} options={options} keepParams={{}} />
    </MachinesContext.Provider>,
  );
  const select = screen.getByRole('combobox', { name: 'Shop order' }) as HTMLSelectElement;
  const submitted: string[] = [];
  select.form?.addEventListener('submit', (event) => {
    event.preventDefault();
    const form = event.target as HTMLFormElement;
    submitted.push(`${form.getAttribute('action')}?${new URLSearchParams(new FormData(form) as never)}`);
  });
  return { submitted, select, current: input.current, offered: input.options, shown: input.current };
}
type UI = ReturnType<typeof start>;

/** Nothing submitted; the select shows what was last chosen, with Sort offered when that is not the listing's order. */
const stays = (ui: UI) => {
  expect(ui.submitted).toEqual([]);
  expect(ui.select.value).toBe(ui.shown);
  expect(screen.queryByRole('button', { name: 'Sort' }) !== null).toBe(ui.shown !== ui.current);
};

/**
 * Choosing a different order the form offers submits it, once, and the listing reloads in
 * that order; arrowing through the closed select only changes what it shows, until Enter;
 * the current order, or a value the form does not offer, submits nothing.
 */
export default pathDriver(sortFormMachine, {
  start,
  events: {
    // The browser sets the value, then fires change. A value the form does not offer is an
    // option some other script added to the page.
    CHANGE: (ui, event) => {
      const value = event.value as string;
      if (![...ui.select.options].some((o) => o.value === value)) ui.select.add(new Option(value, value));
      ui.select.value = value;
      ui.shown = value;
      fireEvent.change(ui.select);
    },
    KEY_DOWN: ({ select }, event) => {
      fireEvent.keyDown(select, { key: event.key });
    },
    // The rest of the key's task: the next turn of the event loop.
    'xstate.after.keyTurn.sortForm.idle.arrowing': () => {
      vi.advanceTimersByTime(1);
    },
  },
  states: {
    'idle.choosing': stays,
    'idle.arrowing': stays,
    // Only a new order the form offers is ever applied.
    submitting: (ui) => {
      expect(ui.offered).toContain(ui.shown);
      expect(ui.shown).not.toBe(ui.current);
      expect(ui.submitted).toEqual([`/shop/?orderby=${ui.shown}`]);
      // Until the reloaded listing arrives the select shows the new order, Sort offered with it.
      expect(ui.select.value).toBe(ui.shown);
      expect(screen.queryByRole('button', { name: 'Sort' })).not.toBeNull();
    },
  },
  moves: [
    ['idle.choosing', { type: 'CHANGE', value: 'price' }, 'submitting'],
    ['idle.choosing', { type: 'CHANGE', value: 'menu_order' }, 'idle.choosing'],
    ['idle.choosing', { type: 'CHANGE', value: 'not-an-order' }, 'idle.choosing'],
    ['idle.choosing', { type: 'KEY_DOWN', key: 'ArrowDown' }, 'idle.arrowing'],
    ['idle.choosing', { type: 'KEY_DOWN', key: 'Enter' }, 'idle.arrowing'],
    ['idle.choosing', { type: 'KEY_DOWN', key: 'Enter' }, 'submitting'],
    ['idle.arrowing', { type: 'CHANGE', value: 'price' }, 'idle.arrowing'],
    ['idle.arrowing', { type: 'CHANGE', value: 'menu_order' }, 'idle.arrowing'],
    ['idle.arrowing', { type: 'CHANGE', value: 'not-an-order' }, 'idle.arrowing'],
    ['idle.arrowing', { type: 'KEY_DOWN', key: 'ArrowDown' }, 'idle.arrowing'],
    // Enter applies the order the select shows, when it is a new one the form offers.
    ['idle.arrowing', { type: 'KEY_DOWN', key: 'Enter' }, 'submitting'],
    ['idle.arrowing', { type: 'KEY_DOWN', key: 'Enter' }, 'idle.arrowing'],
    ['idle.arrowing', { type: 'xstate.after.keyTurn.sortForm.idle.arrowing' }, 'idle.choosing'],
  ],
});
