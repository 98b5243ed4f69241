import type { ComponentType } from 'react';
import { VisitTracker } from '../ui/attribution/VisitTracker';
import { AddToCartLink } from '../ui/cart/AddToCartButton';
import { MiniCart } from '../ui/cart/MiniCart';
import { ResultCount } from '../ui/catalogue/ResultCount';
import { SortForm } from '../ui/catalogue/SortForm';
import { SiteNav } from '../ui/layout/SiteNav';
import { StoreNotice } from '../ui/layout/StoreNotice';
import { ActionLinks } from '../ui/lightbox/ActionLinks';
import type { Machines } from '../ui/machines-context';
import { Notices } from '../ui/notices/Notices';
import { popupCodeNeeded } from './live/popupGate';

// Islands take their own props; the registry only knows they come from JSON.
// biome-ignore lint/suspicious/noExplicitAny: see above
export type IslandComponent = ComponentType<any>;

export interface IslandEntry {
  load: () => Promise<IslandComponent>;
  /** The machines its views run (keys of ui/machines-context); test/unit/registry.test.ts checks them. */
  machines: (keyof Machines)[];
  /** Below the first screen as a rule: its code loads when it comes within 200 px of the viewport. */
  whenVisible?: boolean;
  /**
   * Its code loads on the shopper's first use of the enclosing element this selector finds
   * (pointer over it, a touch, a wheel, focus inside): for widgets whose server markup already
   * works on the first screen, whose library is only needed once someone moves it.
   */
  whenUsed?: string;
  /**
   * Its code loads only once this resolves true, given the island's props; never on this page
   * view when it resolves false (the popup: docs/decisions/0307). A method, so that a gate may
   * take its island's own props type (they come from JSON).
   */
  whenNeeded?(props: unknown): Promise<boolean>;
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
  // Only product pages have reviews. Their markup is whole and their form posts without
  // JavaScript: the machine that sends it through the REST API comes when the shopper first
  // reaches for them (pointer over, a touch, focus inside), well before a submit (note 0307).
  ProductReviews: {
    machines: ['reviewForm'],
    whenUsed: '[data-island="ProductReviews"]',
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
  // Only content with a carousel of two slides or more; Embla comes in a chunk of its own, when
  // the shopper first reaches for the carousel: until then its slides scroll with CSS snapping.
  CarouselControls: {
    machines: ['carousel'],
    whenUsed: '[data-carousel]',
    load: () => import('./live/carousel').then((m) => m.CarouselControlsIsland),
  },
  // Only where the shop configures a popup, and only on a page view where it can open: the view,
  // its triggers and its sign-up come when the page decides they are needed.
  Popup: {
    machines: ['popup', 'newsletterSignup'],
    whenNeeded: popupCodeNeeded,
    load: () => import('./live/popup').then((m) => m.PopupIsland),
  },
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
  // On every page, and hydrated with it: action links anywhere and the URL's action hash. Its
  // code (the lightbox's frame) is with the entry rather than a chunk each page fetched anyway.
  ActionLinks: { machines: ['lightbox'], load: async () => ActionLinks },
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
