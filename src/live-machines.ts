import { fromCallback, fromPromise } from 'xstate';
import { announce } from '../services/announcer';
import { deleteVisitCookies, readVisitFacts, writeVisitCookies } from '../services/attributionCookies';
import { showCartError } from '../services/cartNotice';
import { rememberStoreNoticeDismissed } from '../services/cookies';
import { onFilterUrlRestored, pushFilterUrl } from '../services/filterUrl';
import { focusElement, focusFirstNotice } from '../services/focus';
import { replaceRegions } from '../services/fragments';
import { goTo } from '../services/navigation';
import { onShowNotices, showNotices } from '../services/notices';
import { onPageRestored } from '../services/pageLifecycle';
import { scrollToNotices } from '../services/scroll';
import { onWindowResize } from '../services/viewport';
import { listingRegionSelector } from '../ui/catalogue/ListingRegion';
import { navToggleSelector } from '../ui/layout/SiteNav';
import { type Machines, pureMachines } from '../ui/machines-context';
import { cartRuntime } from './cart-runtime';
import { hydrateIslands, unmountIslands } from './hydrate';

/** Sends PAGE_RESTORED when the Back button brings the page back from the back/forward cache. */
const watchPageRestored = fromCallback(({ sendBack }) => onPageRestored(() => sendBack({ type: 'PAGE_RESTORED' })));

/** The machines wired to the browser's services: the composition root of the client. */
export const liveMachines: Machines = {
  ...pureMachines,
  resultCount: pureMachines.resultCount.provide({
    actions: { announce: (_, params) => announce(params.text) },
  }),
  storeNotice: pureMachines.storeNotice.provide({
    actions: { rememberDismissal: (_, params) => rememberStoreNoticeDismissed(params.noticeId) },
  }),
  mobileMenu: pureMachines.mobileMenu.provide({
    actors: { watchResize: fromCallback(({ sendBack }) => onWindowResize(() => sendBack({ type: 'RESIZED' }))) },
    actions: { focusToggle: (_, { subMenu }) => focusElement(navToggleSelector(subMenu)) },
  }),
  notices: pureMachines.notices.provide({
    actions: { focusFirstNotice: () => focusFirstNotice(), scrollToNotices: () => scrollToNotices() },
    actors: {
      noticeFeed: fromCallback(({ sendBack }) =>
        onShowNotices((detail) => sendBack({ type: 'SHOW', notices: detail.notices, scroll: detail.scroll })),
      ),
    },
  }),
  visitTracking: pureMachines.visitTracking.provide({
    actors: { readVisit: fromPromise(async () => readVisitFacts()) },
    actions: {
      writeCookies: (_, params) => writeVisitCookies(params.writes),
      deleteCookies: () => deleteVisitCookies(),
    },
  }),
  formValidation: pureMachines.formValidation.provide({
    actions: { announce: (_, params) => announce(params.text, 'assertive') },
  }),
  comingSoonBanner: pureMachines.comingSoonBanner.provide({
    actors: {
      // Loaded on demand: the REST client and zod stay out of pages that show no banner.
      dismissRequest: fromPromise(async ({ input }) =>
        (await import('../services/userMeta')).dismissComingSoonBanner(input.restUrl),
      ),
    },
  }),
  addToCartButton: pureMachines.addToCartButton.provide({
    actors: { watchPageRestored },
    actions: {
      enqueue: ({ self }, { request }) => cartRuntime().enqueue(request, self),
      navigate: (_, { url }) => goTo(url),
      announce: (_, { text }) => announce(text),
      reportFailure: (_, { message }) => showCartError(`The product could not be added to your cart. ${message}`),
    },
  }),
  listingFilter: pureMachines.listingFilter.provide({
    actors: {
      // Loaded on demand: the REST client and zod stay out of pages without a filter.
      refreshListing: fromPromise(async ({ input }) =>
        (await import('../services/listingFilter')).refreshListing(input.filter, input.widget, input.restoring),
      ),
      watchHistory: fromCallback(({ input, sendBack }) =>
        onFilterUrlRestored(input, (filter) => sendBack({ type: 'RESTORE', filter })),
      ),
    },
    actions: {
      replaceListing: (_, { markup, widget }) =>
        replaceRegions(
          { [listingRegionSelector(widget.widgetId)]: markup },
          {
            beforeRemove: (el) => unmountIslands(el),
            afterInsert: (el) => void hydrateIslands(el),
          },
        ),
      pushUrl: (_, { filter, widget }) => pushFilterUrl(filter, widget),
      reportError: (_, { message }) => showNotices([{ kind: 'error', text: message }]),
    },
  }),
  lightbox: pureMachines.lightbox.provide({
    actors: {
      // Loaded on demand: the action-link rules and zod stay out of pages without a lightbox.
      gatherSlides: fromPromise(async ({ input }) =>
        (await import('../services/actionLinks')).slidesAroundLink(input.href),
      ),
    },
  }),
  miniCartItem: pureMachines.miniCartItem.provide({
    actors: { watchPageRestored },
    actions: {
      enqueue: ({ self }, { request }) => cartRuntime().enqueue(request, self),
      navigate: (_, { url }) => goTo(url),
      announce: (_, { text }) => announce(text),
    },
  }),
};
