import type { AnyStateMachine, EventObject } from 'xstate';
import { LOGIN_FIELDS } from '../domain/fields';
import { EMPTY_HISTORY, type PopupFacts } from '../domain/popupConditions';
import { INVALID_NONCE_CODE } from '../domain/rest';
import { EMPTY_STORE, type VisitFacts, type VisitSettings } from '../domain/visitRecords';
import { addToCartButtonMachine } from './addToCartButton';
import { cartQueueMachine } from './cartQueue';
import { cartSyncMachine } from './cartSync';
import { comingSoonBannerMachine } from './comingSoonBanner';
import { formValidationMachine } from './formValidation';
import { fragmentRegionsMachine } from './fragmentRegions';
import { helpDescriptionMachine } from './helpDescription';
import { lightboxMachine } from './lightbox';
import { linkPrefetchMachine } from './linkPrefetch';
import { listingFilterMachine } from './listingFilter';
import { miniCartItemMachine } from './miniCartItem';
import { mobileMenuMachine } from './mobileMenu';
import { noticesMachine } from './notices';
import { passwordFieldMachine } from './passwordField';
import { popupMachine } from './popup';
import { quantityMinimumMachine } from './quantityMinimum';
import { restRequestMachine } from './restRequest';
import { resultCountMachine } from './resultCount';
import { sortFormMachine } from './sortForm';
import { storeNoticeMachine } from './storeNotice';
import { trafficSourceMachine } from './trafficSource';
import { visitTrackingMachine } from './visitTracking';

/**
 * The registry of every machine. The model-based tests and the machine visualizer both
 * read it: a machine that is not listed here is neither tested by path nor shown.
 */
export interface MachineEntry {
  name: string;
  machine: AnyStateMachine;
  /** One line on what the machine models. */
  description: string;
  /** Input for a representative actor (machines with `input`). */
  input?: unknown;
  /**
   * Further inputs, for machines that decide at start from their input (eventless
   * transitions): paths are generated from each, and coverage is over all of them.
   */
  inputs?: unknown[];
  /**
   * Example events with the payloads their guards read; event types not listed here are
   * tried with no payload. Path generation uses these, and so does the visualizer.
   */
  sampleEvents?: (EventObject & Record<string, unknown>)[];
  /**
   * What of a snapshot makes it a distinct state for path generation. Defaults to value
   * and context; machines with counters or lists project them away to stay finite.
   */
  project?: (snapshot: { value: unknown; context: unknown }) => unknown;
}

const keptRecord = {
  type: 'referral',
  source: 'blog.example',
  medium: 'referral',
  campaign: '(none)',
  content: '/post/',
  term: '(none)',
  id: '(none)',
  platform: '(none)',
  format: '(none)',
  tactic: '(none)',
} as const;
const trackingSettings: VisitSettings = {
  allowTracking: true,
  lifetimeMonths: 6,
  sessionMinutes: 30,
  promoCode: false,
};
const sampleFacts: VisitFacts = {
  now: Date.UTC(2026, 10, 2, 9, 30),
  url: 'https://shop.test/shop/',
  referrer: '',
  siteHost: 'shop.test',
  userAgent: 'Sample/1.0',
  random: 0.5,
  store: EMPTY_STORE,
};

const popupFacts = (history: Partial<PopupFacts['history']>): PopupFacts => ({
  now: Date.UTC(2026, 10, 2, 9, 30),
  history: { ...EMPTY_HISTORY, pageViews: 2, sessions: 1, ...history },
  referrer: '',
  device: 'desktop',
});

export const machineRegistry: MachineEntry[] = [
  {
    name: 'resultCount',
    machine: resultCountMachine,
    description: 'Result-count line re-announced to screen readers 2000 ms after load',
    input: { text: 'Showing 1–12 of 64 results' },
  },
  {
    name: 'sortForm',
    machine: sortFormMachine,
    description: 'Sort dropdown: choosing a different known order submits the form',
    input: { current: 'menu_order', options: ['menu_order', 'price'] },
    sampleEvents: [
      { type: 'CHOOSE', value: 'price' },
      { type: 'CHOOSE', value: 'menu_order' },
      { type: 'CHOOSE', value: 'not-an-order' },
    ],
  },
  {
    name: 'listingFilter',
    machine: listingFilterMachine,
    description: 'Listing tag filter: applying refreshes the listing in place and adds a history entry; Back restores',
    input: {
      filter: { terms: ['eco'], logic: 'or' },
      widget: { widgetId: 'shop', taxonomy: 'product_tag', postId: 0 },
    },
    sampleEvents: [
      { type: 'TOGGLE', term: 'gift' },
      { type: 'SET_LOGIC', logic: 'and' },
      { type: 'RESTORE', filter: { terms: [], logic: 'or' } },
      { type: 'xstate.done.actor.refresh', output: { data: '<div class="listing-region"></div>' } },
    ],
    project: ({ value, context }) => ({
      value,
      addHistory: (context as { addHistory: boolean }).addHistory,
    }),
  },
  {
    name: 'storeNotice',
    machine: storeNoticeMachine,
    description:
      'Store notice banner: shown until dismissed; dismissing remembers it in the store_notice{noticeId} cookie',
    input: { noticeId: 'welcome-2026' },
  },
  {
    name: 'lightbox',
    machine: lightboxMachine,
    description: 'Lightbox of in-page action links: closed, or open on one slide of a slideshow; next/previous wrap',
    sampleEvents: [
      {
        type: 'OPEN',
        index: 1,
        slides: [
          { type: 'image', src: '/media/products/giant-soup-mug.svg', title: 'Giant Soup Mug' },
          { type: 'image', src: '/media/products/giant-soup-mug.svg?view=2', title: 'Giant Soup Mug (side view)' },
        ],
      },
      { type: 'OPEN', index: 0, slides: [] },
    ],
  },
  {
    name: 'mobileMenu',
    machine: mobileMenuMachine,
    description:
      'Header menu: mobile toggle closed/open (opening collapses sub-menus, a resize closes it); sub-menus on click',
    sampleEvents: [
      { type: 'TOGGLE_SUBMENU', id: 'shop' },
      { type: 'TOGGLE_SUBMENU', id: 'help' },
    ],
  },
  {
    name: 'notices',
    machine: noticesMachine,
    description: 'Notices and alerts: the first gets focus 500 ms after it appears; shown notices may scroll into view',
    input: { notices: [{ kind: 'error', text: 'That product is out of stock.' }] },
    sampleEvents: [
      { type: 'SHOW', notices: [{ kind: 'success', text: 'Cart updated.' }] },
      { type: 'SHOW', notices: [{ kind: 'success', text: 'Cart updated.' }], scroll: true },
    ],
  },
  {
    name: 'linkPrefetch',
    machine: linkPrefetchMachine,
    description:
      'Link prefetch: 60 ms hover on desktop, viewport from 1000 ms after load on mobile, with the skip rules',
    input: { currentUrl: 'http://shop.test/shop/' },
    sampleEvents: [
      { type: 'START', device: 'desktop', userAgent: 'Mozilla/5.0 Chrome/130.0.0.0 Safari/537.36' },
      { type: 'START', device: 'mobile', userAgent: 'Mozilla/5.0 (Android 14) Chrome/130.0.0.0 Mobile' },
      { type: 'START', device: 'desktop', userAgent: 'Mozilla/5.0 Chrome/130.0.0.0', saveData: true },
      { type: 'POINTER_ENTER', href: 'http://shop.test/product/blue-mug/' },
      { type: 'POINTER_ENTER', href: 'http://shop.test/shop/?orderby=price' },
      { type: 'LINK_VISIBLE', href: 'http://shop.test/product/blue-mug/' },
      { type: 'LINK_VISIBLE', href: 'http://shop.test/shop/' },
    ],
  },
  {
    name: 'trafficSource',
    machine: trafficSourceMachine,
    description: 'Traffic type of a page view: utm, organic, referral, kept, or typein, by the first rule that matches',
    input: classifierFacts({ url: 'https://shop.test/shop/?utm_source=newsletter' }),
    inputs: [
      classifierFacts({ referrer: 'https://www.google.com/' }),
      classifierFacts({ referrer: 'https://blog.example/post/' }),
      classifierFacts({ existing: keptRecord }),
      classifierFacts({}),
    ],
  },
  {
    name: 'visitTracking',
    machine: visitTrackingMachine,
    description: 'One page view of visit tracking: read the cookies, classify, write the records; or delete them',
    input: { settings: trackingSettings },
    inputs: [{ settings: { ...trackingSettings, allowTracking: false } }],
    sampleEvents: [
      { type: 'xstate.done.actor.readVisit', output: sampleFacts },
      { type: 'xstate.done.actor.classify', output: { rule: 'kept', record: keptRecord } },
      { type: 'xstate.error.actor.readVisit', error: new Error('cookies blocked') },
    ],
  },
  {
    name: 'passwordField',
    machine: passwordFieldMachine,
    description: 'Password input show/hide button: hidden and shown text, the button label to match',
  },
  {
    name: 'helpDescription',
    machine: helpDescriptionMachine,
    description:
      'Field help: shown on click or focus sliding in over 250 ms; hidden on outside click, focus elsewhere or Escape',
  },
  {
    name: 'comingSoonBanner',
    machine: comingSoonBannerMachine,
    description: "'Coming soon' footer banner: dismiss sends the request; hidden when it completes, success or failure",
    input: { restUrl: '/api/statefront/v1/users/me' },
  },
  {
    name: 'restRequest',
    machine: restRequestMachine,
    description:
      'A REST call: one retry after a fresh nonce on an invalid-nonce error; upload post-processing up to 5 tries',
    input: { nonce: 'page-nonce' },
    sampleEvents: [
      { type: 'xstate.error.actor.send', error: { code: INVALID_NONCE_CODE, message: 'The nonce has expired.' } },
      {
        type: 'xstate.error.actor.send',
        error: { code: 'rest_upload_incomplete', message: 'Upload incomplete.', attachmentId: '42' },
      },
      { type: 'xstate.error.actor.send', error: { code: 'fetch_error', message: 'You are probably offline.' } },
      { type: 'xstate.done.actor.refreshNonce', output: 'fresh-nonce' },
    ],
    project: (s) => ({ value: s.value, attempts: (s.context as { postProcessAttempts: number }).postProcessAttempts }),
  },
  {
    name: 'formValidation',
    machine: formValidationMachine,
    description:
      'Account form checked in the browser with the server rules: on submit, then live while a field is wrong',
    input: { fields: { email: LOGIN_FIELDS.email } },
    sampleEvents: [
      { type: 'CHANGE', name: 'email', value: 'not-an-email' },
      { type: 'CHANGE', name: 'email', value: 'shopper@example.com' },
    ],
  },
  {
    name: 'addToCartButton',
    machine: addToCartButtonMachine,
    description: 'Add-to-cart button: idle, loading (veto check, queued request), added with a delayed announcement',
    input: { config: { cart_url: '/cart/', cart_redirect_after_add: 'no', is_cart: false }, success_message: 'Added' },
    inputs: [{ config: { cart_url: '/cart/', cart_redirect_after_add: 'yes', is_cart: false } }],
    sampleEvents: [
      { type: 'CLICK', data: { product_id: '7', quantity: '1' } },
      { type: 'CLICK', data: { quantity: '1' } },
      { type: 'xstate.done.actor.veto', output: { vetoed: true } },
      { type: 'xstate.done.actor.veto', output: { vetoed: false } },
      { type: 'CART_DONE', response: { fragments: { 'div.a': '<div class="a"></div>' }, cart_hash: 'h1' } },
      { type: 'CART_DONE', response: { error: true, product_url: '/product/p/' } },
      { type: 'CART_DONE', response: { error: true } },
      { type: 'CART_FAILED', failure: { kind: 'network', message: 'You are probably offline.' } },
    ],
  },
  {
    name: 'cartQueue',
    machine: cartQueueMachine,
    description: 'App-wide cart request queue: one request in flight, FIFO, the answer sent back to the requester',
    sampleEvents: [
      { type: 'ENQUEUE', request: { endpoint: 'add_to_cart', body: { product_id: '7' } } },
      { type: 'xstate.done.actor.request', output: { fragments: {}, cart_hash: 'h1' } },
      { type: 'xstate.error.actor.request', error: { kind: 'network', message: 'You are probably offline.' } },
    ],
    project: (s) => ({ value: s.value, queued: Math.min((s.context as { pending: unknown[] }).pending.length, 2) }),
  },
  {
    name: 'miniCartItem',
    machine: miniCartItemMachine,
    description: 'One mini-cart line: blocked while its removal runs; no fragments or a failure follows the href',
    input: { cart_item_key: 'k', href: '/cart/?remove_item=k&_nonce=n', name: 'Mug' },
    sampleEvents: [
      { type: 'CART_DONE', response: { fragments: { 'div.a': '<div class="a"></div>' }, cart_hash: 'h1' } },
      { type: 'CART_DONE', response: { cart_hash: 'h1' } },
      { type: 'CART_FAILED', failure: { kind: 'http', message: 'An unknown error occurred.' } },
    ],
  },
  {
    name: 'fragmentRegions',
    machine: fragmentRegionsMachine,
    description: 'Cart fragment regions: block and fade to 0.6 over 400 ms, replace, unblock',
    sampleEvents: [
      { type: 'APPLY', fragments: { 'div.a': '<div class="a">1</div>' } },
      { type: 'APPLY', fragments: {} },
    ],
    project: (s) => ({ value: s.value, pending: Object.keys((s.context as { pending: object }).pending).length }),
  },
  {
    name: 'cartSync',
    machine: cartSyncMachine,
    description: 'Other tabs and back/forward-cache restores: refresh the cart fragments when the cart_hash moved',
    input: { cart_hash: 'h0' },
    sampleEvents: [
      { type: 'LOCAL_CHANGE', cart_hash: 'h1' },
      { type: 'LOCAL_CHANGE', cart_hash: 'h0' },
      { type: 'REMOTE_CHANGE', cart_hash: 'h1' },
      { type: 'REMOTE_CHANGE', cart_hash: 'h0' },
      { type: 'CART_DONE', response: { fragments: {}, cart_hash: 'h1' } },
      { type: 'CART_FAILED', failure: { kind: 'network', message: 'You are probably offline.' } },
    ],
  },
  {
    name: 'quantityMinimum',
    machine: quantityMinimumMachine,
    description: 'Quantity input outside the cart column: a value below a min of 0 or more is raised on load',
    sampleEvents: [
      { type: 'CHECK', value: 0, min: 1 },
      { type: 'CHECK', value: 3, min: 1 },
      { type: 'CHECK', value: -2, min: -1 },
    ],
  },
  {
    name: 'popup',
    machine: popupMachine,
    description:
      'Popup: armed when its display conditions pass; the first trigger opens it; closed, or dismissed for good',
    input: {
      popupId: 'newsletter',
      triggers: { delaySeconds: 30, exitIntent: true },
      conditions: { fromPageView: 2, hideForLoggedIn: 'all' },
      user: { loggedIn: false, roles: [] },
    },
    sampleEvents: [
      { type: 'xstate.done.actor.readFacts', output: popupFacts({}) },
      { type: 'xstate.done.actor.readFacts', output: popupFacts({ pageViews: 1 }) },
      { type: 'xstate.done.actor.readFacts', output: popupFacts({ dismissedForever: true }) },
      { type: 'xstate.error.actor.readFacts', error: new Error('storage blocked') },
      { type: 'TRIGGERED', trigger: 'delaySeconds' },
    ],
  },
];

function classifierFacts(over: Record<string, unknown>) {
  return {
    url: 'https://shop.test/shop/',
    referrer: '',
    siteHost: 'shop.test',
    sessionActive: false,
    existing: null,
    ...over,
  };
}
