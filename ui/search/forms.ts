import { SEARCH_MAX_LENGTH, SEARCH_URL } from '../../domain/search';
import type { SearchFormView } from './types';

/** The header's search form, on every page; a results page fills it with its query. */
export function headerSearchForm(query = ''): SearchFormView {
  return {
    id: 'site-search',
    action: SEARCH_URL,
    query,
    label: 'Search products and journal',
    placeholder: 'Search…',
    maxLength: SEARCH_MAX_LENGTH,
  };
}
