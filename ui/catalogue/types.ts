import type { AddToCartView } from '../cart/types';
import type { GalleryImage } from '../lightbox/types';

/** View models of listings and product pages, built by server/views/ and server/view-parts/product-card.ts. */

/** A category as menus and product pages link to it. */
export interface NavCategory {
  slug: string;
  name: string;
  url: string;
  /** The category's picture, shown in the header's mega menu on wide screens. */
  image?: string;
}

export interface PriceView {
  regular: string;
  /** Present when the product is on sale: the price actually charged. */
  sale?: string;
}

export interface ProductCardView {
  id: number;
  name: string;
  url: string;
  image: string;
  price: PriceView;
  inStock: boolean;
  onSale: boolean;
  rating: number;
  addToCart: AddToCartView;
}

export interface SortOption {
  value: string;
  label: string;
}

export interface ListingView {
  heading: string;
  description?: string;
  products: ProductCardView[];
  /** e.g. "Showing 1–12 of 64 results" */
  resultCount: string;
  orderby: string;
  sortOptions: SortOption[];
  /** Query parameters other than orderby and paged that the sort form keeps. */
  keepParams: Record<string, string>;
  pagination: PaginationView;
  filter: ListingFilterView;
}

/**
 * A listing's page links: not every page of a large catalogue, but the first, the last
 * and a window around the current page, with a gap for the pages left out between.
 */
export interface PaginationView {
  current: number;
  total: number;
  previous?: string;
  next?: string;
  items: ({ page: number; href: string } | { gap: 'gap-before' | 'gap-after' })[];
}

/** The listing's tag filter bar. */
export interface ListingFilterView {
  widgetId: string;
  taxonomy: string;
  /** The listing the refresh call renders: a category id, 0 for the shop. */
  postId: number;
  /** The listing's path, where the no-JavaScript form submits. */
  action: string;
  /** Other parameters of the listing (orderby), kept by the form. */
  keepParams: Record<string, string>;
  /** The unfiltered listing: the "All" choice. */
  allHref: string;
  choices: { slug: string; name: string }[];
  /** What the listing shows. */
  filter: { terms: string[]; logic: 'and' | 'or' | 'not' };
}

export interface ProductView extends ProductCardView {
  sku: string;
  shortDescription: string;
  description: string;
  stockText: string;
  type: 'simple' | 'variable';
  categories: NavCategory[];
  tags: string[];
  /** Where the product page's add-to-cart form posts (works without JavaScript). */
  formAction: string;
  maxQuantity: number;
  /** The product's pictures: the main one first, then its other views. */
  gallery: GalleryImage[];
}
