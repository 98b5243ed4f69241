import type { TermFilter } from '../../domain/listingFilter';
import type { ListingView, ProductCardView } from '../catalogue/types';
import type { ContactFormView } from '../contact/types';
import type { ContactButtonsView } from '../contact-buttons/types';
import type { ShareView } from '../share/types';

/**
 * View models of page-builder content (docs/decisions/0240): a document as the server
 * resolved it, every widget with the data it shows. Built by server/content/render.ts.
 */

/** Pages, and the theme templates every page or every listing is framed by. */
export type DocumentType = 'page' | 'header' | 'footer' | 'product-archive';

export interface ContentDocumentView {
  /** The document's id, as `data-template-id` and `?theme_template_id=` name it. */
  id: number;
  type: DocumentType;
  sections: SectionView[];
}

export interface SectionView {
  id: string;
  background: 'none' | 'muted' | 'accent';
  columns: ColumnView[];
}

/** A column's share of its section's width on wide screens, in percent; phones stack columns. */
export type ColumnSize = 25 | 33 | 50 | 66 | 75 | 100;

export interface ColumnView {
  id: string;
  size?: ColumnSize;
  widgets: WidgetView[];
}

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

/** Widgets that show what the page around them holds (the frame's header, the listing's products): no data of their own. */
export type FrameWidgetType = 'site-header' | 'site-footer' | 'archive-title' | 'archive-products';

export type WidgetView = { id: string } & (
  | { type: 'hero'; view: HeroView }
  | { type: 'heading'; view: HeadingView }
  | { type: 'text'; view: TextView }
  | { type: 'link-list'; view: LinkListView }
  | { type: 'product-carousel'; view: ProductCarouselView }
  | { type: 'category-grid'; view: CategoryGridView }
  | { type: 'post-list'; view: PostListView }
  | { type: 'site-header'; view: FrameView }
  | { type: 'site-footer'; view: FrameView }
  | { type: 'archive-title'; view: FrameView }
  | { type: 'archive-products'; view: FrameView }
  | { type: 'search-form'; view: SearchFormWidgetView }
  | { type: 'loop-grid'; view: LoopGridView }
  | { type: 'contact-form'; view: ContactFormView }
  | { type: 'share-buttons'; view: ShareView }
  | { type: 'contact-buttons'; view: ContactButtonsView }
  | { type: 'social-embed'; view: SocialEmbedView }
);

/** What a frame widget's own view model holds: nothing, the page gives it all. */
export type FrameView = Record<string, never>;

export type WidgetTypeName = WidgetView['type'];

/** The view model of widget type `T`. */
export type WidgetViewOf<T extends WidgetTypeName> = Extract<WidgetView, { type: T }>['view'];

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
