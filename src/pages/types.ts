import type { PopupConfig, PopupUser } from '../../machines/rules/popupConditions';
import type { MachineLayout } from '../devtools/geometry';

/**
 * The data every page is rendered from. The server builds these view models from the
 * database (server/views); pages and ui components only render them.
 */

/** Storefront configuration of spec section 3, embedded in every page as JSON. */
export interface StorefrontConfig {
  /** Cart endpoint template; %%endpoint%% is replaced by add_to_cart or remove_from_cart. */
  endpoint: string;
  cart_url: string;
  cart_redirect_after_add: 'yes' | 'no';
  is_cart: boolean;
  i18n_view_cart: string;
  /** REST root, ending in a slash. */
  rest_root: string;
  /**
   * The REST nonce of the shopper's session, sent in the nonce header of every REST call.
   * Absent when the shopper has no session yet: the REST client then fetches one.
   */
  nonce?: string;
  /** Visit tracking for order attribution; absent, nothing is tracked. */
  order_attribution?: OrderAttributionConfig;
}

/** How visits are tracked for order attribution (spec sections 4 and 9). */
export interface OrderAttributionConfig {
  /** Configuration allows tracking; when it does not, the tracking cookies are deleted. */
  allowTracking: boolean;
  /** Cookie lifetime in months of 30 days. */
  lifetimeMonths: number;
  /** Minutes without a page view that end a session. */
  sessionMinutes: number;
  /** Give each visitor a promo code cookie (sbjs_promo). */
  promoCode: boolean;
}

export interface NavCategory {
  slug: string;
  name: string;
  url: string;
}

export interface MiniCartLine {
  cart_item_key: string;
  name: string;
  url: string;
  image: string;
  quantity: number;
  unitPrice: string;
  lineTotal: string;
  /** Fallback removal link, followed when the in-page removal cannot complete. */
  removeHref: string;
}

export interface CartSummary {
  lines: MiniCartLine[];
  itemCount: number;
  subtotal: string;
  cart_hash: string;
}

export interface Notice {
  kind: 'success' | 'error' | 'info';
  text: string;
  link?: { href: string; label: string };
}

/** The store-wide notice banner (spec section 3), when the shopper has not dismissed it. */
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
  /** The shop's popup (spec section 4), when one is configured; its conditions run in the browser. */
  popup?: PopupView;
}

export interface PopupView {
  config: PopupConfig;
  /** For the 'hide for logged-in users' condition. */
  user: PopupUser;
}

export interface ComingSoonBannerView {
  /** Where the dismiss request posts (spec section 7: a REST URL supplied by the banner). */
  restUrl: string;
}

export interface PriceView {
  regular: string;
  /** Present when the product is on sale: the price actually charged. */
  sale?: string;
}

export interface AddToCartView {
  href: string;
  label: string;
  /** Accessible name, e.g. "Add “Blue mug” to your cart". */
  ariaLabel: string;
  /** data-* attributes sent with an in-page add; absent when the add needs the product page. */
  data?: { product_id: string; quantity: string; product_sku: string };
  success_message?: string;
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
  pagination: { current: number; total: number; links: { page: number; href: string }[] };
  filter: ListingFilterView;
}

/** The listing's tag filter bar (spec section 2, listing filters). */
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

/** One picture of a product gallery: `href` is the full-size image, `action` its lightbox link. */
export interface GalleryImage {
  href: string;
  title: string;
  action: string;
}

export interface CartPageView {
  lines: (MiniCartLine & { maxQuantity: number })[];
  subtotal: string;
  itemCount: number;
  updateAction: string;
  checkoutUrl: string;
  shopUrl: string;
  /** Guards the "Update cart" form (the remove links carry it in their href). */
  nonce: string;
}

/** What the cart's page regions are rendered from, for pages and for cart `fragments` alike. */
export interface CartFragmentsView {
  cart: CartSummary;
  cartUrl: string;
  cartPage: CartPageView;
}

/** The checkout's billing form, by input name; values as typed, for re-rendering. */
export interface BillingValues {
  billing_name: string;
  billing_email: string;
  billing_phone: string;
  billing_address_1: string;
  billing_address_2: string;
  billing_city: string;
  billing_postcode: string;
  billing_country: string;
}
export type BillingField = keyof BillingValues;

export interface OrderLineView {
  name: string;
  quantity: number;
  lineTotal: string;
}

export interface CheckoutView {
  /** Nothing to order: the page shows the empty state and a link to the shop. */
  empty: boolean;
  shopUrl: string;
  cartUrl: string;
  lines: OrderLineView[];
  subtotal: string;
  total: string;
  /** Where the form posts (works without JavaScript). */
  action: string;
  nonceField: string;
  nonce: string;
  values: BillingValues;
  /** One message per invalid field. */
  errors: Partial<Record<BillingField, string>>;
  countries: { code: string; name: string }[];
  /** The order-attribution hidden inputs `{prefix}{field}`; absent when tracking is off. */
  attribution?: { config: OrderAttributionConfig; prefix: string; fields: string[] };
}

/** The purchase summary shown after an order is placed. */
export interface OrderReceivedView {
  number: string;
  date: string;
  email: string;
  phone: string;
  lines: OrderLineView[];
  subtotal: string;
  total: string;
  address: string[];
  /** "How you found us", from the order's attribution; absent when none was recorded. */
  foundUs?: string;
  shopUrl: string;
}

/** One registered machine on the developer page, laid out on the server. */
export interface MachineDiagramView {
  name: string;
  description: string;
  machineId: string;
  stateCount: number;
  transitionCount: number;
  layout: MachineLayout;
  svgHref: string;
  jsonHref: string;
}
/** A form of the my-account page as the server renders it, and as it comes back with errors. */
export interface AccountFormView {
  action: string;
  /** The form's nonce, posted as `_nonce`. */
  nonce: string;
  /** Values to show again after a failed post; never a password. */
  values: Record<string, string>;
  /** Messages beside fields, by field name, from the server's check. */
  errors: Record<string, string>;
}

export type AccountView =
  | { kind: 'guest'; login: AccountFormView; register: AccountFormView }
  | {
      kind: 'customer';
      name: string;
      email: string;
      phone: string | null;
      logout: { action: string; nonce: string };
    };

export interface PageMap {
  shop: { layout: LayoutData; listing: ListingView };
  product: { layout: LayoutData; product: ProductView };
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
}

export type PageName = keyof PageMap;
