import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fromPromise } from 'xstate';
import type { Suggestion } from '../../machines/searchSuggestions';
import { liveMachines } from '../../src/live/machines';
import { liveSearchSuggestions } from '../../src/live/searchSuggestions';
import { MachinesContext } from '../../ui/machines-context';
import { headerSearchForm } from '../../ui/search/forms';
import { SearchForm } from '../../ui/search/SearchForm';

const found: Suggestion[] = [
  { kind: 'product', label: 'Enamel Camp Mug', url: '/product/enamel-camp-mug/' },
  { kind: 'product', label: 'Speckled Stoneware Mug', url: '/product/speckled-stoneware-mug/' },
  { kind: 'post', label: 'How our mugs are glazed', url: '/journal/how-our-mugs-are-glazed/' },
];

/** The shop's side, doubled: each request asked for, answered when the test says, and whether it was cancelled. */
function shop() {
  const asked: { query: string; signal: AbortSignal; answer: (s: Suggestion[]) => void }[] = [];
  const followed: string[] = [];
  const said: string[] = [];
  const machines = {
    ...liveMachines,
    searchSuggestions: liveSearchSuggestions.provide({
      actors: {
        suggest: fromPromise<Suggestion[], { query: string }>(
          ({ input, signal }) => new Promise((answer) => asked.push({ query: input.query, signal, answer })),
        ),
      },
      actions: {
        announce: (_, text) => said.push(text),
        follow: (_, url) => followed.push(url),
      },
    }),
  };
  render(
    <MachinesContext.Provider value={machines}>
      <SearchForm {...headerSearchForm()} />
    </MachinesContext.Provider>,
  );
  return { asked, followed, said };
}

const field = () => screen.getByRole('combobox', { name: 'Search products and journal' });
const type = async (value: string) => {
  fireEvent.input(field(), { target: { value } });
};
const wait = (ms: number) => act(async () => void (await vi.advanceTimersByTimeAsync(ms)));
const press = (key: string) => fireEvent.keyDown(field(), { key });

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('search suggestions', () => {
  it('asks once the shopper stops typing, for what the field then holds', async () => {
    const { asked } = shop();
    field().focus();
    await type('m');
    await type('mu');
    await wait(100);
    await type('mug');
    await wait(249);
    expect(asked).toHaveLength(0);
    await wait(1);
    expect(asked.map((a) => a.query)).toEqual(['mug']);
  });

  it('counts and asks for what was typed without the spaces around it', async () => {
    const { asked } = shop();
    field().focus();
    await type('  m  ');
    await wait(250);
    expect(asked).toHaveLength(0);
    await type(' mug ');
    await wait(250);
    expect(asked.map((a) => a.query)).toEqual(['mug']);
  });

  it('cancels a request the shopper typed past, and never shows its answer', async () => {
    const { asked } = shop();
    await type('mu');
    await wait(250);
    await type('mug');
    expect(asked[0]?.signal.aborted).toBe(true);
    await act(async () => asked[0]?.answer([found[2]!]));
    expect(field()?.getAttribute('aria-expanded')).toBe('false');
    await wait(250);
    await act(async () => asked[1]?.answer(found));
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
      'Enamel Camp MugProduct',
      'Speckled Stoneware MugProduct',
      'How our mugs are glazedJournal',
    ]);
  });

  it('is a combobox run from the keyboard: arrows highlight (wrapping), Enter follows, Escape closes, the count is said', async () => {
    const { asked, followed, said } = shop();
    field().focus();
    await type('mug');
    await wait(250);
    await act(async () => asked[0]?.answer(found));
    expect(field()?.getAttribute('aria-expanded')).toBe('true');
    expect(said).toEqual(['3 suggestions; use the up and down arrows to choose.']);
    expect(field().getAttribute('aria-activedescendant')).toBeNull();

    press('ArrowDown');
    const options = screen.getAllByRole('option');
    expect(field()?.getAttribute('aria-activedescendant')).toBe(options[0]?.id);
    expect(options[0]?.getAttribute('aria-selected')).toBe('true');
    press('ArrowUp');
    expect(field()?.getAttribute('aria-activedescendant')).toBe(options[2]?.id);
    press('ArrowDown');
    expect(field()?.getAttribute('aria-activedescendant')).toBe(options[0]?.id);
    press('ArrowDown');
    expect(options[1]?.getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(field());

    expect(press('Escape')).toBe(false);
    expect(field()?.getAttribute('aria-expanded')).toBe('false');
    expect(screen.getByRole('listbox', { hidden: true }).hidden).toBe(true);
    // Closed, Escape is the field's own again (the browser clears a search field).
    expect(press('Escape')).toBe(true);

    // Down opens the list again, nothing highlighted; Down again highlights the first.
    press('ArrowDown');
    expect(field()?.getAttribute('aria-expanded')).toBe('true');
    expect(field().getAttribute('aria-activedescendant')).toBeNull();
    press('ArrowDown');
    expect(press('Enter')).toBe(false);
    expect(followed).toEqual(['/product/enamel-camp-mug/']);
  });

  it('leaves Enter to the form while nothing is highlighted, and says when nothing was found', async () => {
    const { asked, followed, said } = shop();
    await type('zzz');
    await wait(250);
    await act(async () => asked[0]?.answer([]));
    expect(said).toEqual(['No suggestions.']);
    expect(field()?.getAttribute('aria-expanded')).toBe('false');
    // Not prevented: the form is submitted to the results page.
    expect(press('Enter')).toBe(true);
    expect(followed).toEqual([]);
  });

  it('follows a suggestion clicked, without the field losing focus first', async () => {
    const { asked, followed } = shop();
    field().focus();
    await type('mug');
    await wait(250);
    await act(async () => asked[0]?.answer(found));
    const option = screen.getByRole('option', { name: /How our mugs are glazed/ });
    expect(fireEvent.mouseDown(option)).toBe(false);
    fireEvent.click(option);
    expect(followed).toEqual(['/journal/how-our-mugs-are-glazed/']);
  });
});
