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

export interface LayoutData {
  shopName: string;
  currentPath: string;
  categories: NavCategory[];
  cart: CartSummary;
  notices: Notice[];
  config: StorefrontConfig;
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

export interface PageMap {
  shop: { layout: LayoutData; listing: ListingView };
  product: { layout: LayoutData; product: ProductView };
  cart: { layout: LayoutData; cart: CartPageView; crossSells: ProductCardView[] };
  notFound: { layout: LayoutData };
}

export type PageName = keyof PageMap;
