import type { ComponentType } from 'react';
import { VisitTracker } from '../ui/attribution/VisitTracker';
import { AddToCartLink } from '../ui/cart/AddToCartButton';
import { MiniCart } from '../ui/cart/MiniCart';
import { ResultCount } from '../ui/catalogue/ResultCount';
import { SortForm } from '../ui/catalogue/SortForm';
import { SiteNav } from '../ui/layout/SiteNav';
import { StoreNotice } from '../ui/layout/StoreNotice';
import { Notices } from '../ui/notices/Notices';

// Islands take their own props; the registry only knows they come from JSON.
// biome-ignore lint/suspicious/noExplicitAny: see above
export type IslandComponent = ComponentType<any>;
type Loader = () => Promise<IslandComponent>;

/**
 * Every island the server can emit (ui/Island), by name. Widgets on most pages are
 * imported here directly; widgets only some pages need are dynamic imports, so each is
 * a chunk loaded on demand.
 */
export const islands: Record<string, Loader> = {
  ResultCount: async () => ResultCount,
  SortForm: async () => SortForm,
  // On every page: the header's menu and the notices; the store notice until dismissed.
  SiteNav: async () => SiteNav,
  Notices: async () => Notices,
  StoreNotice: async () => StoreNotice,
  VisitTracker: async () => VisitTracker,
  AttributionFields: () => import('../ui/attribution/AttributionFields').then((m) => m.AttributionFields),
  LoginForm: async () => (await import('../ui/account/AccountForms')).LoginForm,
  RegisterForm: async () => (await import('../ui/account/AccountForms')).RegisterForm,
  ComingSoonBanner: async () => (await import('../ui/layout/ComingSoonBanner')).ComingSoonBanner,
  // On every page (the header's mini-cart) and on every listing.
  MiniCart: async () => MiniCart,
  AddToCartButton: async () => AddToCartLink,
  // Only listings have the tag filter.
  ListingFilter: () => import('../ui/catalogue/ListingFilter').then((m) => m.ListingFilter),
  // Only product pages have the add-to-cart form.
  AddToCartForm: () => import('../ui/cart/AddToCartForm').then((m) => m.AddToCartForm),
  // Only product pages have a gallery; the lightbox comes in its chunk.
  ProductGallery: () => import('../ui/lightbox/ProductGallery').then((m) => m.ProductGallery),
  // Only where the shop configures a popup: the view, its store and its triggers.
  Popup: () => import('./popup-live').then((m) => m.PopupIsland),
};
