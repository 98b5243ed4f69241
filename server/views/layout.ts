import type { FastifyReply, FastifyRequest } from 'fastify';
import { CONTACT_MESSAGES } from '../../domain/contact';
import { NEWSLETTER_MESSAGES } from '../../domain/newsletter';
import type { Notice } from '../../domain/notice';
import type { PopupConfig } from '../../domain/popupConditions';
import { REST_ROOT, REST_ROUTES } from '../../domain/rest';
import type { StorefrontConfig } from '../../domain/storefrontConfig';
import type { LayoutData } from '../../ui/layout/types';
import type { PopupView } from '../../ui/popup/types';
import { currentCartOwner } from '../cart/owner';
import { renderTemplates } from '../content/render';
import type { ShopContext } from '../context';
import type { Category } from '../db/schema';
import { localHref, requestUrl } from '../http/urls';
import { type Flash, takeFlash } from '../notices/flash';
import { REST_NONCE_ACTION } from '../session/nonces';
import { categoryUrl, frozen } from '../view-parts/shared';
import { CART_URL, cartNonce, miniCartView } from './cart';
import { storeNoticeFor } from './store-notice';

export { CART_URL };
export const CART_ENDPOINT_TEMPLATE = '/cart-api/%%endpoint%%';
export const ACCOUNT_URL = '/my-account/';

export function buildStorefrontConfig(shop: ShopContext, isCart: boolean, nonce?: string): StorefrontConfig {
  return {
    endpoint: CART_ENDPOINT_TEMPLATE,
    cart_url: CART_URL,
    cart_redirect_after_add: shop.settings.cartRedirectAfterAdd,
    is_cart: isCart,
    i18n_view_cart: 'View cart',
    order_attribution: {
      allowTracking: shop.settings.orderAttribution.enabled,
      lifetimeMonths: shop.settings.orderAttribution.cookieLifetimeMonths,
      sessionMinutes: shop.settings.orderAttribution.sessionMinutes,
      promoCode: shop.settings.orderAttribution.promoCode ?? false,
    },
    rest_root: REST_ROOT,
    ...(nonce ? { nonce } : {}),
  };
}

async function noticeFor(shop: ShopContext, flash: Flash): Promise<Notice> {
  const product = flash.productId === undefined ? undefined : await shop.catalogue.productById(flash.productId);
  const name = product ? `“${product.name}”` : 'That product';
  switch (flash.code) {
    case 'added':
      return {
        kind: 'success',
        text: `${name} has been added to your cart.`,
        link: { href: CART_URL, label: 'View cart' },
      };
    case 'removed':
      return { kind: 'success', text: `${name} removed.` };
    case 'cart_updated':
      return { kind: 'success', text: 'Cart updated.' };
    case 'out_of_stock':
      return { kind: 'error', text: `You cannot add ${name} to the cart because the product is out of stock.` };
    case 'not_enough_stock':
      return {
        kind: 'error',
        text: `You cannot add that amount of ${name} to the cart because there is not enough stock.`,
      };
    case 'needs_choice':
      return { kind: 'error', text: `Please choose product options for ${name} before adding it to your cart.` };
    case 'unknown_product':
      return { kind: 'error', text: 'Sorry, that product could not be found.' };
    case 'invalid_quantity':
      return { kind: 'error', text: 'Please enter a whole number quantity of at least 1.' };
    case 'expired_link':
      return { kind: 'error', text: 'That link has expired. Please try again.' };
    case 'review_posted':
      return { kind: 'success', text: `Thank you for your review of ${name}.` };
    case 'newsletter_thanks':
      return { kind: 'success', text: NEWSLETTER_MESSAGES.thanks };
    case 'contact_sent':
      return { kind: 'success', text: CONTACT_MESSAGES.thanks };
  }
}

/** Every logged-in shopper has the one role, `customer`; popups that hide from listed roles match on it. */
export const SHOPPER_ROLE = 'customer';

function popupView(config: PopupConfig, loggedIn: boolean): PopupView {
  return { config, user: { loggedIn, roles: loggedIn ? [SHOPPER_ROLE] : [] } };
}

/**
 * The layout of the shop's error pages, built without the database (it may be the thing
 * that failed): the menu from the categories last read, no cart count, no session.
 */
export function offlineLayout(shop: ShopContext, request: FastifyRequest): LayoutData {
  const storeNotice = storeNoticeFor(shop, request);
  return {
    shopName: shop.settings.name,
    currentPath: localHref(new URL(requestUrl(request).pathname, 'http://shop.invalid')),
    categories: shop.catalogue
      .lastKnownCategories()
      .map((c) => ({ slug: c.slug, name: c.name, url: categoryUrl(c.slug) })),
    notices: [],
    ...(storeNotice ? { storeNotice } : {}),
    config: buildStorefrontConfig(shop, false),
    account: { loggedIn: false, url: ACCOUNT_URL },
  };
}

/**
 * The menu's categories by the categories read: both that read and the pictures' are kept
 * until the catalogue changes (server/cache/catalogue-reads.ts), so the menu is made once
 * per change, not per page; a new read is a new array, and a new menu.
 */
const menus = new WeakMap<Category[], { pictures: Record<string, string>; menu: LayoutData['categories'] }>();
function menuOf(categories: Category[], pictures: Record<string, string>): LayoutData['categories'] {
  const last = menus.get(categories);
  if (last?.pictures === pictures) return last.menu;
  const menu = frozen(
    categories.map((c) => ({
      slug: c.slug,
      name: c.name,
      url: categoryUrl(c.slug),
      ...(pictures[c.slug] ? { image: `/media/products/${encodeURIComponent(pictures[c.slug] as string)}.svg` } : {}),
    })),
  );
  menus.set(categories, { pictures, menu });
  return menu;
}

/** The cart, the checkout and its order pages: where a shopper is buying, and no popup opens. */
function buyingPage(opts: { currentPath: string; isCart?: boolean }): boolean {
  return opts.isCart === true || opts.currentPath.startsWith(CART_URL) || opts.currentPath.startsWith('/checkout/');
}

/** Header, footer, notices and configuration: what every page shares. */
export async function layoutFor(
  shop: ShopContext,
  request: FastifyRequest,
  reply: FastifyReply,
  opts: { currentPath: string; isCart?: boolean; notices?: Notice[]; searchQuery?: string },
): Promise<LayoutData> {
  const flash = takeFlash(request, reply);
  const session = await request.currentSession();
  const owner = await currentCartOwner(request);
  const [categories, cart, flashNotice, user, nonce, templates, pictures] = await Promise.all([
    shop.catalogue.categories(),
    shop.carts.get(owner),
    flash ? noticeFor(shop, flash) : undefined,
    request.currentUser(),
    // A nonce needs a session; a guest who has none gets one from the REST client on demand.
    session ? shop.nonces.forPage(session, REST_NONCE_ACTION) : undefined,
    renderTemplates(['header', 'footer'], { shop, url: requestUrl(request), paged: 1 }, request.log),
    // The mega menu's pictures (decision 0263); none when the database cannot say.
    shop.catalogue.categoryPictures().catch(() => ({}) as Record<string, string>),
  ]);
  const storeNotice = storeNoticeFor(shop, request);
  // The coming-soon banner is for logged-in shoppers who have not dismissed it (user meta).
  const showBanner =
    user !== undefined &&
    shop.settings.comingSoon &&
    (await shop.accounts.meta(user.id)).coming_soon_banner_dismissed !== 'yes';
  const removeNonce = await cartNonce(shop, owner, cart);
  return {
    shopName: shop.settings.name,
    currentPath: opts.currentPath,
    categories: menuOf(categories, pictures),
    cart: miniCartView(cart, removeNonce),
    notices: [...(flashNotice ? [flashNotice] : []), ...(opts.notices ?? [])],
    ...(storeNotice ? { storeNotice } : {}),
    config: buildStorefrontConfig(shop, opts.isCart ?? false, nonce),
    account: { loggedIn: user !== undefined, url: ACCOUNT_URL },
    ...(showBanner ? { comingSoonBanner: { restUrl: `${REST_ROOT}${REST_ROUTES.me}` } } : {}),
    // Never over the cart, the checkout or an order: nothing may cover Place order (issue 26, decision 0362).
    ...(shop.settings.popup && !buyingPage(opts) ? { popup: popupView(shop.settings.popup, user !== undefined) } : {}),
    templates,
    ...(opts.searchQuery ? { searchQuery: opts.searchQuery } : {}),
  };
}
