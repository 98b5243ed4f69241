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

/** How each machine is made: built when a view first asks for it (see lazyMachines). */
type Makers = { [K in keyof Machines]?: () => Machines[K] };

/**
 * The machines `makers` make, each built the first time a view reads it, then kept. A page
 * hydrates a few of the shop's widgets, and building a machine definition (each `provide`
 * builds one anew) is main-thread work a slow phone does during start-up: only the page's own
 * machines are built (docs/decisions/0312).
 */
function lazyMachines(makers: Makers): Machines {
  const machines = {} as Machines;
  for (const name of Object.keys(makers) as (keyof Machines)[]) {
    Object.defineProperty(machines, name, {
      configurable: true,
      enumerable: true,
      get() {
        const machine = makers[name]?.();
        Object.defineProperty(machines, name, { value: machine, enumerable: true });
        return machine;
      },
    });
  }
  return machines;
}

/** `machines` with some replaced (a chunk's own wiring), building none of the others (a spread would build them all). */
export function withMachines(machines: Machines, own: Partial<Machines>): Machines {
  // Defined, not assigned: a machine already built is a read-only property of `machines`.
  const properties = Object.fromEntries(
    Object.entries(own).map(([name, value]) => [name, { value, enumerable: true }]),
  );
  return Object.create(machines, properties) as Machines;
}

/**
 * The machines views run in the browser, each wired to its services in its own file of
 * this folder. Machines without effects stay pure; the popup's and the carousel's wiring
 * are in chunks of their own (./popup.tsx, ./carousel.tsx).
 */
const liveMakers: Makers = {
  ...(Object.fromEntries(Object.entries(pureMachines).map(([name, machine]) => [name, () => machine])) as Makers),
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
export const liveMachines: Machines = lazyMachines(liveMakers);

/** What widgets share on the page: the cart queue, and how replaced regions re-hydrate. */
export interface PageWiring {
  cartQueue: CartQueueRef;
  regionHooks: RegionHooks;
}

/** The live machines plus those that talk to the page's shared actors. */
export function pageMachines(page: PageWiring): Machines {
  return lazyMachines({
    ...liveMakers,
    addToCartButton: () => liveAddToCartButton(page.cartQueue),
    miniCartItem: () => liveMiniCartItem(page.cartQueue),
    listingFilter: () => liveListingFilter(page.regionHooks),
  });
}
