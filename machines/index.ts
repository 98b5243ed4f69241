import type { AnyStateMachine } from 'xstate';
import { addToCartButtonMachine } from './addToCartButton';
import { carouselMachine } from './carousel';
import { cartQueueMachine } from './cartQueue';
import { cartSyncMachine } from './cartSync';
import { checkoutFormMachine } from './checkoutForm';
import { comingSoonBannerMachine } from './comingSoonBanner';
import { contactButtonsMachine } from './contactButtons';
import { contactFormMachine } from './contactForm';
import { filterPanelMachine } from './filterPanel';
import { formValidationMachine } from './formValidation';
import { fragmentRegionsMachine } from './fragmentRegions';
import { helpDescriptionMachine } from './helpDescription';
import { lightboxMachine } from './lightbox';
import { linkPrefetchMachine } from './linkPrefetch';
import { listingFilterMachine } from './listingFilter';
import { miniCartMachine } from './miniCart';
import { miniCartItemMachine } from './miniCartItem';
import { mobileMenuMachine } from './mobileMenu';
import { newsletterSignupMachine } from './newsletterSignup';
import { noticesMachine } from './notices';
import { passwordFieldMachine } from './passwordField';
import { popupMachine } from './popup';
import { quantityMinimumMachine } from './quantityMinimum';
import { resizeSettleMachine } from './resizeSettle';
import { restRequestMachine } from './restRequest';
import { resultCountMachine } from './resultCount';
import { reviewFormMachine } from './reviewForm';
import { searchSuggestionsMachine } from './searchSuggestions';
import { shareButtonsMachine } from './shareButtons';
import { socialEmbedMachine } from './socialEmbed';
import { sortFormMachine } from './sortForm';
import { storeNoticeMachine } from './storeNotice';
import { trafficSourceMachine } from './trafficSource';
import { videoPlayerMachine } from './videoPlayer';
import { visitTrackingMachine } from './visitTracking';

/**
 * The one table of the shop's machines, one a line, keyed by the machine's name (its id).
 * Everything else is derived from it: the machines views get (ui/machines-context), their
 * live wiring (src/live/widgets/<name>.ts, found by its name), the model-based tests,
 * which walk each one by path (their inputs are in test/model/inputs/<name>.ts), and the
 * machine visualizer, which draws each one. A machine not listed here is neither run by a
 * view, nor tested, nor shown (docs/adding-a-widget.md, docs/decisions/0320).
 */
export interface MachineEntry {
  name: string;
  machine: AnyStateMachine;
  /** One line on what the machine models. */
  description: string;
}

const entry = <M extends AnyStateMachine>(machine: M, description: string) => ({ machine, description });

// biome-ignore format: a table, one machine a line
export const machineTable = {
  resultCount: entry(resultCountMachine, 'Result-count line re-announced to screen readers 2000 ms after the page load event'),
  sortForm: entry(sortFormMachine, 'Sort dropdown: a different order picked from the list or applied with Enter submits; arrowing does not'),
  listingFilter: entry(listingFilterMachine, 'Listing tag filter: applying refreshes the listing in place and adds a history entry; Back restores'),
  filterPanel: entry(filterPanelMachine, "Listing filter's panel on narrow screens: closed, or open as a modal side panel; applying or \"All\" closes it"),
  storeNotice: entry(storeNoticeMachine, 'Store notice banner: shown until dismissed; dismissing remembers it in the store_notice{noticeId} cookie, focus goes to the main content'),
  lightbox: entry(lightboxMachine, "Lightbox of in-page action links: a clicked link's slideshow is gathered, then open on one slide; next/previous wrap and are said"),
  mobileMenu: entry(mobileMenuMachine, 'Header menu: mobile toggle closed/open (opening collapses sub-menus, a resize closes it); sub-menus on click; Escape closes the innermost'),
  notices: entry(noticesMachine, 'Notices and alerts: the first on the page gets focus 500 ms after it appears (said too if it came with the page); shown notices may scroll into view'),
  linkPrefetch: entry(linkPrefetchMachine, 'Link prefetch: 60 ms hover on desktop, viewport from 1000 ms after load on mobile, with the skip rules'),
  trafficSource: entry(trafficSourceMachine, 'Traffic type of a page view: utm, organic, referral, kept, or typein, by the first rule that matches'),
  visitTracking: entry(visitTrackingMachine, 'One page view of visit tracking: read the cookies, classify, write the records; or delete them'),
  passwordField: entry(passwordFieldMachine, 'Password input show/hide button: hidden and shown text, the button label to match'),
  helpDescription: entry(helpDescriptionMachine, 'Field help: shown on click or focus sliding in over 250 ms; hidden on outside click, focus elsewhere or Escape'),
  comingSoonBanner: entry(comingSoonBannerMachine, "'Coming soon' footer banner: dismiss sends the request; hidden when it completes, success or failure"),
  restRequest: entry(restRequestMachine, 'A REST call: one retry after a fresh nonce on an invalid-nonce error; upload post-processing up to 5 tries'),
  formValidation: entry(formValidationMachine, 'Account form checked in the browser with the server rules: on submit, then live while a field is wrong'),
  reviewForm: entry(reviewFormMachine, 'Review form with JavaScript: photo upload (post-processing retried by the REST client), then the review'),
  checkoutForm: entry(checkoutFormMachine, 'Checkout form with JavaScript: sent to the JSON checkout; refused fields or a message shown, announced, focused'),
  addToCartButton: entry(addToCartButtonMachine, 'Add-to-cart button: idle, loading (veto check, queued request), added with a delayed announcement'),
  cartQueue: entry(cartQueueMachine, 'App-wide cart request queue: one request in flight, FIFO, the answer sent back to the requester'),
  miniCart: entry(miniCartMachine, 'Mini-cart drawer: closed, or open as a modal side panel; the cart button opens it, Escape and its close button close it'),
  miniCartItem: entry(miniCartItemMachine, 'One mini-cart line: blocked while its removal runs; no fragments or a failure follows the href'),
  fragmentRegions: entry(fragmentRegionsMachine, 'Cart fragment regions: block and fade to 0.6 over 400 ms, replace, unblock'),
  cartSync: entry(cartSyncMachine, 'Other tabs and back/forward-cache restores: refresh the cart fragments when the cart_hash moved'),
  quantityMinimum: entry(quantityMinimumMachine, 'Quantity input outside the cart column: a value below a min of 0 or more is raised on load'),
  carousel: entry(carouselMachine, 'Carousel: starts with 2 slides or more; prev/next move it where it can; a move the shopper makes announces "Slide n of m"'),
  popup: entry(popupMachine, 'Popup: armed when its display conditions pass; the first trigger opens it; closed, or dismissed for good'),
  newsletterSignup: entry(newsletterSignupMachine, "Newsletter sign-up in place: checked with the server's rules, sent; thanked, or the error said at the field"),
  searchSuggestions: entry(searchSuggestionsMachine, 'Search suggestions: debounced while typing, a stale request cancelled; arrows highlight, Enter follows, Escape closes; the count said'),
  contactForm: entry(contactFormMachine, "Contact form in place: checked with the server's rules, sent; thanked, or the errors at the fields and in a focused summary"),
  shareButtons: entry(shareButtonsMachine, 'Share buttons: the browser\'s share sheet where it has one; "Copy link" copied and said, or the link selected in a field'),
  contactButtons: entry(contactButtonsMachine, 'Floating contact buttons: a toggle opens a small non-modal panel; Escape closes it and returns focus, a click or focus elsewhere closes it'),
  resizeSettle: entry(resizeSettleMachine, 'Resize handling debounced: measured at the start, again once resizing rests 300 ms (sticky header) or 200 ms (motion)'),
  videoPlayer: entry(videoPlayerMachine, 'Hosted video in the lightbox: its player read every 350 ms (started, paused, ended; the end said); paused when it goes'),
  socialEmbed: entry(socialEmbedMachine, 'Social embed: a placeholder that loads nothing until pressed; then the frame, with focus'),
};

export type MachineName = keyof typeof machineTable;

/** The table as a list, each entry with its name: what the model tests and the visualizer walk. */
export const machineRegistry: MachineEntry[] = Object.entries(machineTable).map(([name, e]) => ({ name, ...e }));
