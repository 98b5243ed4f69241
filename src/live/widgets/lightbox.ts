import { fromCallback, fromPromise } from 'xstate';
import { lightboxMachine } from '../../../machines/lightbox';
import { watchActionLinks } from '../../../services/actionLinkClicks';
import { announce } from '../../../services/announcer';

/** The lightbox: a clicked link's slideshow is gathered from the page; a new slide is said. */
export const liveLightbox = () =>
  lightboxMachine.provide({
    actors: {
      // Loaded on demand: the action-link rules and zod stay out of pages without a lightbox.
      gatherSlides: fromPromise(async ({ input }) =>
        (await import('../../../services/actionLinks')).slidesAroundLink(input.href),
      ),
      // Only the page's own lightbox watches for action links anywhere: the gallery's has its links.
      watchLinks: fromCallback(({ sendBack, input }) =>
        input.pageWide ? watchActionLinks((href) => sendBack({ type: 'OPEN_LINK', href })) : undefined,
      ),
    },
    actions: { announceSlide: (_, { text }) => announce(text) },
  });

export default liveLightbox;
