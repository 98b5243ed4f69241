import { assign, setup } from 'xstate';
import type { Slide } from '../domain/actionLinks';

/**
 * The lightbox of in-page action links (spec section 2): closed, or open on one slide of
 * a slideshow (a single image or video is a slideshow of one). NEXT and PREV wrap around;
 * CLOSE closes. The slides come already validated (domain/actionLinks).
 */
export const lightboxMachine = setup({
  types: {} as {
    context: { slides: Slide[]; index: number };
    events: { type: 'OPEN'; slides: Slide[]; index: number } | { type: 'NEXT' } | { type: 'PREV' } | { type: 'CLOSE' };
  },
  guards: {
    hasSlide: ({ event }) => event.type === 'OPEN' && event.index >= 0 && event.index < event.slides.length,
  },
}).createMachine({
  id: 'lightbox',
  context: { slides: [], index: 0 },
  initial: 'closed',
  states: {
    closed: {
      on: {
        OPEN: {
          guard: 'hasSlide',
          target: 'open',
          actions: assign(({ event }) => ({ slides: event.slides, index: event.index })),
        },
      },
    },
    open: {
      on: {
        NEXT: { actions: assign({ index: ({ context }) => (context.index + 1) % context.slides.length }) },
        PREV: {
          actions: assign({
            index: ({ context }) => (context.index - 1 + context.slides.length) % context.slides.length,
          }),
        },
        CLOSE: 'closed',
      },
    },
  },
});
