import { fromPromise } from 'xstate';
import { lightboxMachine } from '../../machines/lightbox';
import { announce } from '../../services/announcer';

/** The lightbox: a clicked link's slideshow is gathered from the page; a new slide is said. */
export const liveLightbox = lightboxMachine.provide({
  actors: {
    // Loaded on demand: the action-link rules and zod stay out of pages without a lightbox.
    gatherSlides: fromPromise(async ({ input }) =>
      (await import('../../services/actionLinks')).slidesAroundLink(input.href),
    ),
  },
  actions: { announceSlide: (_, { text }) => announce(text) },
});
