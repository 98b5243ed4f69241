import { fireEvent, render, screen, within } from '@testing-library/react';
import { expect, vi } from 'vitest';
import { searchSuggestionsMachine } from '../../../machines/searchSuggestions';
import { goTo } from '../../../services/navigation';
import { liveMachines } from '../../../src/live/machines';
import { liveSearchSuggestions, SearchFormIsland } from '../../../src/live/searchSuggestions';
import { MachinesContext } from '../../../ui/machines-context';
import { SearchForm } from '../../../ui/search/SearchForm';
import { asIs, pathDriver, type RunMachine } from './driver';

type Suggestion = { kind: 'product' | 'post'; label: string; url: string };

/**
 * The edge: the shop's suggestions route, a `fetch` double whose requests wait until the
 * path's next step answers them.
 */
function server() {
  const requests: { url: string; signal: AbortSignal; settled?: boolean; answer: (r: Response | Error) => void }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(
      (url: string, init: RequestInit) =>
        new Promise<Response>((resolve, reject) => {
          const signal = init.signal as AbortSignal;
          signal.addEventListener('abort', () => reject(signal.reason));
          requests.push({ url, signal, answer: (r) => (r instanceof Error ? reject(r) : resolve(r)) });
        }),
    ),
  );
  return requests;
}

/**
 * The island as the page mounts it; or, for a mutant of the machine (the island's own live
 * machine cannot be swapped for one), the same two pieces: the live machine, the form.
 */
function Island({ run }: { run: RunMachine }) {
  const view = { id: 'header-search', action: '/search/', query: '', label: 'Search', placeholder: '', maxLength: 100 };
  if (run === asIs) return <SearchFormIsland {...view} />;
  return (
    <MachinesContext.Provider value={{ ...liveMachines, searchSuggestions: run(liveSearchSuggestions) }}>
      <SearchForm {...view} />
    </MachinesContext.Provider>
  );
}

function start(_input: unknown, run: RunMachine) {
  const requests = server();
  render(
    <MachinesContext.Provider value={liveMachines}>
      <Island run={run} />
      <button type="button">Elsewhere</button>
      <div id="a11y-speak-polite" aria-live="polite" />
    </MachinesContext.Provider>,
  );
  field().focus();
  // What the rules say is listed and highlighted, what was heard, and the requests' count so far.
  return { requests, asked: 0, list: [] as Suggestion[], active: -1, heard: [] as string[], query: '' };
}
type UI = ReturnType<typeof start>;

const field = () => screen.getByRole('combobox', { name: 'Search' });
/** The list, found as the field names it (a hidden listbox has no role to find it by). */
const listbox = () => document.getElementById(field().getAttribute('aria-controls') ?? '') as HTMLElement;
const heard = () => [...(document.getElementById('a11y-speak-polite')?.children ?? [])].map((m) => m.textContent);

/** The requests still running: neither answered nor stopped. */
const inFlight = (ui: UI) => ui.requests.filter((r) => !r.settled && !r.signal.aborted);

/** The list is shut: the field says so and points at no option. */
const shut = (ui: UI) => {
  expect(field().getAttribute('aria-expanded')).toBe('false');
  expect(field().hasAttribute('aria-activedescendant')).toBe(false);
  expect(listbox().hidden).toBe(true);
  expect(heard()).toEqual(ui.heard);
};

/** Answers the request in flight (the last one asked) as the path says. */
async function answer(ui: UI, response: Response | Error) {
  const request = ui.requests.at(-1);
  expect(request?.signal.aborted).toBe(false);
  Object.assign(request ?? {}, { settled: true });
  request?.answer(response);
  await vi.advanceTimersByTimeAsync(0);
}

const key = (k: string) => fireEvent.keyDown(field(), { key: k });

/**
 * Typing asks for suggestions 250 ms after the last keystroke, from 2 characters; typing
 * again, Escape or leaving the field stops a request in flight, so a stale answer never
 * shows. The count is said politely. Open, the arrows move the highlight and wrap round,
 * Enter follows the highlighted one (with none highlighted Enter is the form's), a click
 * follows, Escape closes. Closed with suggestions kept, the down arrow opens them again, nothing highlighted.
 */
export default pathDriver(searchSuggestionsMachine, {
  start,
  events: {
    TYPE: (ui, event) => {
      const value = event.value as string;
      field().focus();
      fireEvent.input(field(), { target: { value } });
      // What was being asked for is stopped (its answer would be stale), and what was listed goes.
      expect(inFlight(ui)).toEqual([]);
      ui.query = value;
      ui.list = [];
      ui.active = -1;
    },
    // Not asked 1 ms before the 250 ms are up; asked at 250 ms, for the query typed.
    'xstate.after.debounce.searchSuggestions.waiting': async (ui) => {
      await vi.advanceTimersByTimeAsync(249);
      expect(ui.requests).toHaveLength(ui.asked);
      await vi.advanceTimersByTimeAsync(1);
      expect(ui.requests).toHaveLength(++ui.asked);
      expect(ui.requests.at(-1)?.url).toBe(`/api/statefront/v1/search/suggestions?s=${ui.query}`);
    },
    'xstate.done.actor.suggest': async (ui, event) => {
      const list = event.output as Suggestion[];
      await answer(ui, Response.json({ suggestions: list }));
      ui.list = list;
      ui.heard.push(list.length === 0 ? 'No suggestions.' : '2 suggestions; use the up and down arrows to choose.');
    },
    // The shopper went offline.
    'xstate.error.actor.suggest': (ui) => answer(ui, new TypeError('Failed to fetch')),
    // Closed with suggestions kept, the down arrow opens them, nothing highlighted yet.
    DOWN: (ui) => {
      const closed = listbox().hidden;
      key('ArrowDown');
      if (ui.list.length > 0) ui.active = closed ? -1 : (ui.active + 1) % ui.list.length;
    },
    UP: (ui) => {
      key('ArrowUp');
      ui.active = ui.active <= 0 ? ui.list.length - 1 : ui.active - 1;
    },
    FOLLOW: (ui) => {
      const leftToTheForm = key('Enter');
      expect(leftToTheForm).toBe(ui.active < 0);
      if (ui.active >= 0) {
        expect(vi.mocked(goTo)).toHaveBeenLastCalledWith(ui.list[ui.active]?.url);
        ui.active = -1;
      } else expect(vi.mocked(goTo)).not.toHaveBeenCalled();
    },
    PICK: (ui, event) => {
      fireEvent.click(screen.getAllByRole('option', { hidden: true })[event.index as number] as HTMLElement);
      expect(vi.mocked(goTo)).toHaveBeenLastCalledWith(ui.list[event.index as number]?.url);
      ui.active = -1;
    },
    // Escape where the list is open; elsewhere, leaving the field.
    CLOSE: (ui) => {
      if (!listbox().hidden) key('Escape');
      else screen.getByRole('button', { name: 'Elsewhere' }).focus();
      ui.active = -1;
    },
  },
  states: {
    closed: (ui) => {
      shut(ui);
      expect(inFlight(ui)).toEqual([]);
    },
    // Nothing asked yet for what is being typed.
    waiting: (ui) => {
      shut(ui);
      expect(ui.requests).toHaveLength(ui.asked);
    },
    // One request runs: the one for what was typed last.
    asking: (ui) => {
      shut(ui);
      expect(inFlight(ui)).toEqual([ui.requests.at(-1)]);
    },
    open: (ui) => {
      expect(field().getAttribute('aria-expanded')).toBe('true');
      expect(listbox().hidden).toBe(false);
      expect(screen.getByRole('listbox', { name: 'Suggestions' })).toBe(listbox());
      const options = within(listbox()).getAllByRole('option');
      expect(options.map((o) => o.textContent)).toEqual(
        ui.list.map((s) => `${s.label}${s.kind === 'product' ? 'Product' : 'Journal'}`),
      );
      expect(options.map((o) => o.getAttribute('aria-selected'))).toEqual(
        ui.list.map((_, i) => String(i === ui.active)),
      );
      const highlighted = ui.active >= 0 ? options[ui.active]?.id : null;
      expect(field().getAttribute('aria-activedescendant')).toBe(highlighted);
      expect(document.activeElement).toBe(field());
      expect(heard()).toEqual(ui.heard);
    },
  },
  moves: [
    // A query of one character asks for nothing; two or more wait for the shopper to pause.
    ...(['closed', 'waiting', 'asking', 'open'] as const).flatMap((from) => [
      [from, { type: 'TYPE', value: 'm' }, 'closed'] as [string, { type: string; value: string }, string],
      [from, { type: 'TYPE', value: 'mug' }, 'waiting'] as [string, { type: string; value: string }, string],
    ]),
    ['waiting', { type: 'xstate.after.debounce.searchSuggestions.waiting' }, 'asking'],
    ['waiting', { type: 'CLOSE' }, 'closed'],
    ['asking', { type: 'xstate.done.actor.suggest', output: suggestions() }, 'open'],
    ['asking', { type: 'xstate.done.actor.suggest', output: [] }, 'closed'],
    ['asking', { type: 'xstate.error.actor.suggest', error: new Error('offline') }, 'closed'],
    ['asking', { type: 'CLOSE' }, 'closed'],
    ['open', { type: 'DOWN' }, 'open'],
    ['open', { type: 'UP' }, 'open'],
    ['open', { type: 'FOLLOW' }, 'open'],
    ['open', { type: 'FOLLOW' }, 'closed'],
    ['open', { type: 'PICK', index: 1 }, 'closed'],
    ['open', { type: 'CLOSE' }, 'closed'],
    ['closed', { type: 'DOWN' }, 'open'],
    ['closed', { type: 'DOWN' }, 'closed'],
  ],
});

function suggestions(): Suggestion[] {
  return [
    { kind: 'product', label: 'Enamel camp mug', url: '/product/enamel-camp-mug/' },
    { kind: 'post', label: 'Caring for stoneware', url: '/journal/caring-for-stoneware/' },
  ];
}
