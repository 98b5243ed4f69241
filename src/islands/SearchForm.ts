import type { IslandEntry } from '../island-entry';

/** Every page's header has a search form; its code loads when the field first takes focus. */
const island: IslandEntry = {
  machines: ['searchSuggestions'],
  load: () => import('../live/searchSuggestions').then((m) => m.SearchFormIsland),
};

export default island;
