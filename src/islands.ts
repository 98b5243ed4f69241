import type { ComponentType } from 'react';
import { VisitTracker } from '../ui/attribution/VisitTracker';
import { AddToCartLink } from '../ui/cart/AddToCartButton';
import { MiniCart } from '../ui/cart/MiniCart';
import { ResultCount } from '../ui/catalogue/ResultCount';
import { SortForm } from '../ui/catalogue/SortForm';
import { SiteNav } from '../ui/layout/SiteNav';
import { StoreNotice } from '../ui/layout/StoreNotice';
import type { Machines } from '../ui/machines-context';
import { Notices } from '../ui/notices/Notices';

// Islands take their own props; the registry only knows they come from JSON.
// biome-ignore lint/suspicious/noExplicitAny: see above
export type IslandComponent = ComponentType<any>;

export interface IslandEntry {
  load: () => Promise<IslandComponent>;
  /** The machines its views run (keys of ui/machines-context); test/unit/registry.test.ts checks them. */
  machines: (keyof Machines)[];
  /** Below the first screen as a rule: its code loads when it comes within 200 px of the viewport. */
  whenVisible?: boolean;
}

/**
 * Every island the server can emit (ui/Island), by name. Widgets on most pages are
 * imported here directly; widgets only some pages need are dynamic imports, so each is
 * a chunk loaded on demand.
 */
export const islands: Record<string, IslandEntry> = {
  ResultCount: { machines: ['resultCount'], load: async () => ResultCount },
  SortForm: { machines: ['sortForm'], load: async () => SortForm },
  // On every page: the header's menu and the notices; the store notice until dismissed.
  SiteNav: { machines: ['mobileMenu'], load: async () => SiteNav },
  Notices: { machines: ['notices'], load: async () => Notices },
  StoreNotice: { machines: ['storeNotice'], load: async () => StoreNotice },
  VisitTracker: { machines: ['visitTracking'], load: async () => VisitTracker },
  LoginForm: {
    machines: ['formValidation', 'passwordField', 'helpDescription'],
    load: async () => (await import('../ui/account/AccountForms')).LoginForm,
  },
  RegisterForm: {
    machines: ['formValidation', 'passwordField', 'helpDescription'],
    load: async () => (await import('../ui/account/AccountForms')).RegisterForm,
  },
  // Only the checkout has the checkout form; it records the page view itself.
  CheckoutForm: {
    machines: ['checkoutForm', 'visitTracking'],
    load: () => import('../ui/checkout/BillingForm').then((m) => m.BillingForm),
  },
  // Only product pages have reviews.
  ProductReviews: {
    machines: ['reviewForm'],
    whenVisible: true,
    load: () => import('../ui/reviews/ProductReviews').then((m) => m.ProductReviews),
  },
  ComingSoonBanner: {
    machines: ['comingSoonBanner'],
    load: async () => (await import('../ui/layout/ComingSoonBanner')).ComingSoonBanner,
  },
  // On every page (the header's mini-cart) and on every listing.
  MiniCart: { machines: ['miniCart', 'miniCartItem'], load: async () => MiniCart },
  AddToCartButton: { machines: ['addToCartButton'], load: async () => AddToCartLink },
  // Only listings have the tag filter.
  ListingFilter: {
    machines: ['listingFilter', 'filterPanel'],
    load: () => import('../ui/catalogue/ListingFilter').then((m) => m.ListingFilter),
  },
  // Only product pages have the add-to-cart form.
  AddToCartForm: {
    machines: ['addToCartButton'],
    load: () => import('../ui/cart/AddToCartForm').then((m) => m.AddToCartForm),
  },
  // Only product pages have a gallery; the lightbox comes in its chunk.
  ProductGallery: {
    machines: ['lightbox'],
    load: () => import('../ui/lightbox/ProductGallery').then((m) => m.ProductGallery),
  },
  // Only content with a carousel of two slides or more; Embla comes in a chunk of its own.
  CarouselControls: {
    machines: ['carousel'],
    whenVisible: true,
    load: () => import('./live/carousel').then((m) => m.CarouselControlsIsland),
  },
  // Only where the shop configures a popup: the view, its store and its triggers.
  Popup: { machines: ['popup', 'newsletterSignup'], load: () => import('./live/popup').then((m) => m.PopupIsland) },
  // Every page's header has a search form; its code loads when the field first takes focus.
  SearchForm: {
    machines: ['searchSuggestions'],
    load: () => import('./live/searchSuggestions').then((m) => m.SearchFormIsland),
  },
  // Only product and post pages, and content that places share buttons.
  ShareButtons: {
    machines: ['shareButtons'],
    load: () => import('../ui/share/ShareButtons').then((m) => m.ShareButtons),
  },
  // Where the footer (or a page) places the floating contact buttons.
  ContactButtons: {
    machines: ['contactButtons'],
    load: () => import('../ui/contact-buttons/ContactButtons').then((m) => m.ContactButtons),
  },
  // Only pages with a contact form.
  ContactForm: {
    machines: ['contactForm'],
    load: () => import('../ui/contact/ContactForm').then((m) => m.ContactForm),
  },
  // On every page: action links anywhere and the URL's action hash; the lightbox comes in its chunk.
  ActionLinks: {
    machines: ['lightbox'],
    load: () => import('../ui/lightbox/ActionLinks').then((m) => m.ActionLinks),
  },
  // Only content that places a social embed.
  SocialEmbed: {
    machines: ['socialEmbed'],
    load: () => import('../ui/content/SocialEmbed').then((m) => m.SocialEmbed),
  },
  // Content widgets with a taxonomy filter (a loop grid, a carousel): their term links.
  TermFilter: {
    machines: ['listingFilter'],
    load: () => import('../ui/content/TermFilter').then((m) => m.TermFilter),
  },
};
