import type { TermFilter } from '../../domain/listingFilter';
import type { ListingView, ProductCardView } from '../catalogue/types';

/** The view models of the content widgets, each what its widget's view is given (content-widgets/<type>/model.ts names it). */

export interface LinkView {
  label: string;
  href: string;
}

export type HeadingTag = 'h1' | 'h2' | 'h3';

export interface HeroView {
  heading: string;
  tag: HeadingTag;
  text: string;
  image?: { src: string; alt: string };
  primary?: LinkView;
  secondary?: LinkView;
}

export interface HeadingView {
  text: string;
  tag: HeadingTag;
}

export interface TextView {
  paragraphs: string[];
}

export interface LinkListView {
  heading?: string;
  links: LinkView[];
}

/** Slides shown at once, by screen width (see ui/content/carousel.css for the widths). */
export interface SlidesToShow {
  desktop: 1 | 2 | 3 | 4;
  tablet: 1 | 2 | 3;
  mobile: 1 | 2;
}

export interface ProductCarouselView {
  heading: string;
  slidesToShow: SlidesToShow;
  products: ProductCardView[];
  more?: LinkView;
  /** Present when the carousel offers a taxonomy filter: its term links, and what the slides now show. */
  filter?: TermFilterView;
  /** With a filter: "Showing 4 products in Mugs", announced when a refresh brings new slides. */
  resultCount?: string;
}

export interface CategoryCardView {
  name: string;
  url: string;
  image: string;
  /** "11 products" */
  countLabel: string;
}

export interface CategoryGridView {
  heading: string;
  categories: CategoryCardView[];
}

export interface PostCardView {
  title: string;
  url: string;
  excerpt: string;
  image: string;
  /** ISO date, for `<time datetime>`. */
  date: string;
  /** "12 October 2026" */
  dateLabel: string;
}

export interface PostListView {
  heading?: string;
  tag: HeadingTag;
  posts: PostCardView[];
  more?: LinkView;
  /** Present on the paged archive: page links, as the product listing's. */
  pagination?: ListingView['pagination'];
}

/** A journal post's own page. */
export interface PostView extends PostCardView {
  paragraphs: string[];
  journalUrl: string;
}

/** What a frame widget's own view model holds: nothing, the page gives it all. */
export type FrameView = Record<string, never>;

/** The `search-form` widget: the header's search form placed in a document (its ids come from the widget's). */
export interface SearchFormWidgetView {
  heading?: string;
  action: string;
  query: string;
  label: string;
  placeholder: string;
  maxLength: number;
}

/** One term of a loop grid's filter: a link that adds it to the filter, or takes it out. */
export interface FilterTermLink {
  label: string;
  href: string;
  chosen: boolean;
}

/**
 * A content widget's taxonomy filter (a loop grid's tags, a carousel's categories or tags):
 * term links, and what the listingFilter machine needs to refresh the widget in place.
 */
export interface TermFilterView {
  /** The widget's element id, which its URL parameter `e-filter-{widgetId}-{taxonomy}` carries. */
  widgetId: string;
  taxonomy: 'product_tag' | 'product_cat';
  /** The document the widget is in, which the refresh call names. */
  postId: number;
  /** The filter the widget shows. */
  filter: TermFilter;
  /** The links' navigation's name: "Filter Mugs by tag". */
  label: string;
  /** "All": the widget without its filter. */
  all: FilterTermLink;
  terms: (FilterTermLink & { slug: string })[];
}

/**
 * The `loop-grid` widget: products with a tag filter of links, its state in the page's URL
 * as `e-filter-{widgetId}-{taxonomy}` (and `e-page-{widgetId}`), so two grids keep apart.
 */
export interface LoopGridView {
  heading?: string;
  filter: TermFilterView;
  products: ProductCardView[];
  /** "Showing 11 products tagged Handmade" */
  resultCount: string;
  pagination: ListingView['pagination'];
}

/** A social embed (docs/decisions/0274): null when its URL's origin is not allowed (left out). */
export interface SocialEmbedView {
  embed: {
    title: string;
    /** What the embed is: "video", "post". */
    kind: string;
    /** The absolute URL framed once the shopper asks, and the no-JavaScript link. */
    url: string;
    /** Who serves it, as the placeholder names it: the URL's host. */
    provider: string;
  } | null;
}
