import { createContext, useContext } from 'react';
import { addToCartButtonMachine } from '../machines/addToCartButton';
import { carouselMachine } from '../machines/carousel';
import { checkoutFormMachine } from '../machines/checkoutForm';
import { comingSoonBannerMachine } from '../machines/comingSoonBanner';
import { contactButtonsMachine } from '../machines/contactButtons';
import { contactFormMachine } from '../machines/contactForm';
import { filterPanelMachine } from '../machines/filterPanel';
import { formValidationMachine } from '../machines/formValidation';
import { helpDescriptionMachine } from '../machines/helpDescription';
import { lightboxMachine } from '../machines/lightbox';
import { listingFilterMachine } from '../machines/listingFilter';
import { miniCartMachine } from '../machines/miniCart';
import { miniCartItemMachine } from '../machines/miniCartItem';
import { mobileMenuMachine } from '../machines/mobileMenu';
import { newsletterSignupMachine } from '../machines/newsletterSignup';
import { noticesMachine } from '../machines/notices';
import { passwordFieldMachine } from '../machines/passwordField';
import { popupMachine } from '../machines/popup';
import { resultCountMachine } from '../machines/resultCount';
import { reviewFormMachine } from '../machines/reviewForm';
import { searchSuggestionsMachine } from '../machines/searchSuggestions';
import { shareButtonsMachine } from '../machines/shareButtons';
import { socialEmbedMachine } from '../machines/socialEmbed';
import { sortFormMachine } from '../machines/sortForm';
import { storeNoticeMachine } from '../machines/storeNotice';
import { trafficSourceMachine } from '../machines/trafficSource';
import { videoPlayerMachine } from '../machines/videoPlayer';
import { visitTrackingMachine } from '../machines/visitTracking';

/**
 * The machines views run. By default the pure machines (no effects: what the server
 * renders with); the browser entry provides them wired to services, and tests provide
 * them wired to doubles. Views therefore never import services.
 */
export const pureMachines = {
  resultCount: resultCountMachine,
  sortForm: sortFormMachine,
  storeNotice: storeNoticeMachine,
  mobileMenu: mobileMenuMachine,
  notices: noticesMachine,
  trafficSource: trafficSourceMachine,
  visitTracking: visitTrackingMachine,
  passwordField: passwordFieldMachine,
  helpDescription: helpDescriptionMachine,
  comingSoonBanner: comingSoonBannerMachine,
  formValidation: formValidationMachine,
  checkoutForm: checkoutFormMachine,
  reviewForm: reviewFormMachine,
  addToCartButton: addToCartButtonMachine,
  miniCart: miniCartMachine,
  miniCartItem: miniCartItemMachine,
  lightbox: lightboxMachine,
  popup: popupMachine,
  listingFilter: listingFilterMachine,
  filterPanel: filterPanelMachine,
  carousel: carouselMachine,
  newsletterSignup: newsletterSignupMachine,
  searchSuggestions: searchSuggestionsMachine,
  contactForm: contactFormMachine,
  shareButtons: shareButtonsMachine,
  contactButtons: contactButtonsMachine,
  videoPlayer: videoPlayerMachine,
  socialEmbed: socialEmbedMachine,
};

export type Machines = typeof pureMachines;

export const MachinesContext = createContext<Machines>(pureMachines);

export function useMachines(): Machines {
  return useContext(MachinesContext);
}
