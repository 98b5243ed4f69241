import { Layout } from '../../ui/layout/Layout';
import { SearchResults } from '../../ui/search/SearchResults';
import type { PageMap } from './types';

/** Search results (docs/decisions/0250). */
export function SearchPage({ layout, search }: PageMap['search']) {
  return (
    <Layout layout={layout}>
      <SearchResults search={search} />
    </Layout>
  );
}
