import { fromPromise } from 'xstate';
import { announce } from '../../services/announcer';
import { goTo } from '../../services/navigation';
import { fetchSuggestions } from '../../services/search';
import { MachinesContext, pureMachines, useMachines } from '../../ui/machines-context';
import { SearchForm } from '../../ui/search/SearchForm';
import type { SearchFormView } from '../../ui/search/types';
import { withMachines } from './machines';

/**
 * The search box's suggestions wired to the shop. Here rather than in src/live/machines.ts:
 * the island hydrates when the field first takes focus, so this is a chunk of its own that
 * a page view which never searches does not load (docs/decisions/0250).
 */
export const liveSearchSuggestions = pureMachines.searchSuggestions.provide({
  actors: { suggest: fromPromise(({ input, signal }) => fetchSuggestions(input.query, signal)) },
  actions: {
    announce: (_, text) => announce(text),
    follow: (_, url) => goTo(url),
  },
});

export function SearchFormIsland(props: SearchFormView) {
  const machines = useMachines();
  return (
    <MachinesContext.Provider value={withMachines(machines, { searchSuggestions: liveSearchSuggestions })}>
      <SearchForm {...props} />
    </MachinesContext.Provider>
  );
}
