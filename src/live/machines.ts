import type { RegionHooks } from '../../services/fragments';
import { type Machines, pureMachines } from '../../ui/machines-context';
import { liveAddToCartButton } from './addToCartButton';
import type { CartQueueRef } from './cart';
import { liveCheckoutForm } from './checkoutForm';
import { liveComingSoonBanner } from './comingSoonBanner';
import { liveContactButtons } from './contactButtons';
import { liveContactForm } from './contactForm';
import { liveFormValidation } from './formValidation';
import { liveHelpDescription } from './helpDescription';
import { liveLightbox } from './lightbox';
import { liveListingFilter } from './listingFilter';
import { liveMiniCart } from './miniCart';
import { liveMiniCartItem } from './miniCartItem';
import { liveMobileMenu } from './mobileMenu';
import { liveNotices } from './notices';
import { livePasswordField } from './passwordField';
import { liveResultCount } from './resultCount';
import { liveReviewForm } from './reviewForm';
import { liveShareButtons } from './shareButtons';
import { liveSocialEmbed } from './socialEmbed';
import { liveSortForm } from './sortForm';
import { liveStoreNotice } from './storeNotice';
import { liveVideoPlayer } from './videoPlayer';
import { liveVisitTracking } from './visitTracking';

/**
 * The machines views run in the browser, each wired to its services in its own file of
 * this folder. Machines without effects stay pure; the popup's and the carousel's wiring
 * are in chunks of their own (./popup.tsx, ./carousel.tsx).
 */
export const liveMachines: Machines = {
  ...pureMachines,
  resultCount: liveResultCount,
  storeNotice: liveStoreNotice,
  mobileMenu: liveMobileMenu,
  notices: liveNotices,
  visitTracking: liveVisitTracking,
  formValidation: liveFormValidation,
  helpDescription: liveHelpDescription,
  checkoutForm: liveCheckoutForm,
  reviewForm: liveReviewForm,
  comingSoonBanner: liveComingSoonBanner,
  lightbox: liveLightbox,
  sortForm: liveSortForm,
  passwordField: livePasswordField,
  miniCart: liveMiniCart,
  contactForm: liveContactForm,
  shareButtons: liveShareButtons,
  contactButtons: liveContactButtons,
  videoPlayer: liveVideoPlayer,
  socialEmbed: liveSocialEmbed,
};

/** What widgets share on the page: the cart queue, and how replaced regions re-hydrate. */
export interface PageWiring {
  cartQueue: CartQueueRef;
  regionHooks: RegionHooks;
}

/** The live machines plus those that talk to the page's shared actors. */
export function pageMachines(page: PageWiring): Machines {
  return {
    ...liveMachines,
    addToCartButton: liveAddToCartButton(page.cartQueue),
    miniCartItem: liveMiniCartItem(page.cartQueue),
    listingFilter: liveListingFilter(page.regionHooks),
  };
}
