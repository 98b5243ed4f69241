import { Island } from '../Island';
import { SearchForm } from '../search/SearchForm';
import type { SearchFormWidgetView } from './types';

/** A search form a document places (docs/decisions/0250): the header's, hydrated on first focus too. */
export function SearchFormWidget({ id, view }: { id: string; view: SearchFormWidgetView }) {
  const { heading, ...form } = view;
  return (
    <div className="search-form-widget">
      {heading && <h2 className="content-heading">{heading}</h2>}
      <Island name="SearchForm" component={SearchForm} props={{ ...form, id: `search-${id}` }} hydrate="focus" />
    </div>
  );
}
