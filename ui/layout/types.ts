import type { Notice } from '../../domain/notice';
import type { StorefrontConfig } from '../../domain/storefrontConfig';
import type { CartSummary } from '../cart/types';
import type { NavCategory } from '../catalogue/types';
import type { ContentDocumentView } from '../content/types';
import type { PopupView } from '../popup/types';

export type { NavCategory };

/** View models of the page frame (header, footer, banners), built by server/views/layout.ts. */

/** The store-wide notice banner, when the shopper has not dismissed it. */
export interface StoreNoticeView {
  id: string;
  text: string;
  /** Dismisses it without JavaScript: the server sets the cookie and redirects back. */
  dismissHref: string;
}

export interface LayoutData {
  shopName: string;
  currentPath: string;
  categories: NavCategory[];
  /** Absent on the shop's error pages, which render without the database: the header then links to the cart without a count. */
  cart?: CartSummary;
  notices: Notice[];
  config: StorefrontConfig;
  /** Absent when there is none or the shopper dismissed it (the server reads the cookie). */
  storeNotice?: StoreNoticeView;
  /** The header's account link: "My account" for a logged-in shopper, "Log in" for a guest. */
  account?: { loggedIn: boolean; url: string };
  /** Present when the 'coming soon' footer banner is to be shown (coming-soon mode, logged in, not dismissed). */
  comingSoonBanner?: ComingSoonBannerView;
  /** The shop's popup, when one is configured; its conditions run in the browser. */
  popup?: PopupView;
  /**
   * The header and footer theme templates (docs/decisions/0241). A page without one (the
   * shop's error pages, built without the database) gets the plain header or footer.
   */
  templates?: { header?: ContentDocumentView; footer?: ContentDocumentView };
  /** The query of a search results page: the header's search form shows it. */
  searchQuery?: string;
}

export interface ComingSoonBannerView {
  /** Where the dismiss request posts (a REST URL supplied by the banner). */
  restUrl: string;
}
