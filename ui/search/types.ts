import type { PaginationView, ProductCardView } from '../catalogue/types';
import type { PostCardView } from '../content/types';

/** The search results page (docs/decisions/0250). */
export interface SearchView {
  /** The query as read (trimmed, cut to the maximum): shown in the heading and the form. */
  query: string;
  /** Why nothing was searched or what was changed about the query, in a sentence; absent otherwise. */
  notice?: string;
  /** "12 products and 1 journal post match “mug”." */
  summary?: string;
  products: ProductCardView[];
  posts: PostCardView[];
  pagination: PaginationView;
}

/** One suggestion, as the JSON route sends it. */
export interface SuggestionView {
  kind: 'product' | 'post';
  label: string;
  url: string;
}

/** The header's search form (and the `search-form` widget's). */
export interface SearchFormView {
  /** Ids in the page are made from it, so two forms on one page stay apart. */
  id: string;
  action: string;
  query: string;
  label: string;
  placeholder: string;
  maxLength: number;
}
