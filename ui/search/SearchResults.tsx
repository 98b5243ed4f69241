import { Pagination } from '../catalogue/Pagination';
import { ProductCard } from '../catalogue/ProductCard';
import { PostCard } from '../content/PostList';
import { headerSearchForm } from './forms';
import { SearchForm } from './SearchForm';
import type { SearchView } from './types';

/**
 * The search results page: the query in the heading, a form to search again, what was
 * found (products, then journal posts) and page links. Every part is a link or a form.
 */
export function SearchResults({ search }: { search: SearchView }) {
  const searched = search.summary !== undefined;
  return (
    <div className="search-results">
      <h1>{searched ? `Search results for “${search.query}”` : 'Search'}</h1>
      {search.notice && (
        <p className="search-results__notice" role="status">
          {search.notice}
        </p>
      )}
      <SearchForm {...headerSearchForm(search.query)} id="search-again" label="Search again" />
      {search.summary && <p className="search-results__summary">{search.summary}</p>}
      {search.products.length > 0 && (
        <section aria-labelledby="search-products">
          <h2 id="search-products">Products</h2>
          <ul className="products">
            {search.products.map((p) => (
              <ProductCard key={p.id} product={p} headingLevel={3} />
            ))}
          </ul>
        </section>
      )}
      {search.posts.length > 0 && (
        <section aria-labelledby="search-posts">
          <h2 id="search-posts">From the journal</h2>
          <ul className="post-list__items">
            {search.posts.map((p) => (
              <li key={p.url}>
                <PostCard post={p} titleTag="h3" />
              </li>
            ))}
          </ul>
        </section>
      )}
      <Pagination pagination={search.pagination} label="Search results pagination" />
    </div>
  );
}
