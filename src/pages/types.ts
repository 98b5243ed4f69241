import type { AccountView } from '../../ui/account/types';
import type { CartPageView } from '../../ui/cart/types';
import type { ListingView, ProductCardView, ProductView } from '../../ui/catalogue/types';
import type { CheckoutView, OrderReceivedView } from '../../ui/checkout/types';
import type { ContentDocumentView, PostView } from '../../ui/content/types';
import type { MachineDiagramView } from '../../ui/devtools/types';
import type { LayoutData } from '../../ui/layout/types';
import type { NewsletterFormView } from '../../ui/newsletter/types';
import type { ReviewsView } from '../../ui/reviews/types';
import type { SearchView } from '../../ui/search/types';
import type { ShareView } from '../../ui/share/types';

/**
 * The page map: every page by name and the view models it is rendered from. The server
 * builds them from the database (server/views); each view model lives beside the view
 * that renders it (ui/<area>/types.ts).
 */
export interface PageMap {
  /** `archive`: the product-archive template, when one is seeded. */
  shop: { layout: LayoutData; listing: ListingView; archive?: ContentDocumentView };
  /** A page made of page-builder content (the home page, the journal). */
  content: { layout: LayoutData; document: ContentDocumentView };
  post: { layout: LayoutData; post: PostView; share: ShareView };
  product: { layout: LayoutData; product: ProductView; reviews: ReviewsView; share: ShareView };
  cart: { layout: LayoutData; cart: CartPageView; crossSells: ProductCardView[] };
  notFound: { layout: LayoutData };
  /**
   * The shop's own error page: the database is unreachable (503), something failed (500),
   * the request was malformed (4xx), or a form came from another site (403).
   */
  serverError: { layout: LayoutData; reason: 'unavailable' | 'error' | 'bad_request' | 'cross_site'; detail?: string };
  checkout: { layout: LayoutData; checkout: CheckoutView };
  orderReceived: { layout: LayoutData; order: OrderReceivedView };
  /** Developer page: every machine of the registry as a statechart. */
  machines: { layout: LayoutData; machines: MachineDiagramView[] };
  account: { layout: LayoutData; account: AccountView };
  newsletter: { layout: LayoutData; form: NewsletterFormView };
  /** Search results: products and journal posts (docs/decisions/0250). */
  search: { layout: LayoutData; search: SearchView };
}

export type PageName = keyof PageMap;
