import { assign, type EventObject, fromCallback, sendTo, setup } from 'xstate';
import { CAROUSEL_MIN_SLIDES, type CarouselPosition, positionText } from '../domain/carousel';
import type { ElementRef } from '../domain/elementRef';

type Moved = { type: 'READY' | 'SELECTED' } & CarouselPosition;

/**
 * A carousel's controls. With fewer than two slides it never starts: the slides stay a
 * plain list. Otherwise the carousel library runs (the `carousel` actor, on the element's
 * carousel) and says where it stands: READY when it starts or re-measures (silent),
 * SELECTED when the shopper moved it (buttons, swipe, focus), which is announced.
 * Previous and next only ask it to move when there is somewhere to go.
 */
export const carouselMachine = setup({
  types: {} as {
    context: { element: ElementRef; slideCount: number } & CarouselPosition;
    input: { element: ElementRef; slideCount: number };
    events: Moved | { type: 'PREV' } | { type: 'NEXT' } | { type: 'FAILED' };
  },
  actors: {
    // Provided by the live wiring (services/carousel): loads the library, sends READY,
    // SELECTED and FAILED (the library did not load), and takes PREV and NEXT.
    carousel: fromCallback<EventObject, { element: ElementRef }>(() => {}),
  },
  actions: {
    place: assign(({ event }) => {
      const { first, last, canPrev, canNext } = event as Moved;
      return { first, last, canPrev, canNext };
    }),
    announce: (_, _params: { text: string }) => {},
  },
  guards: {
    enoughSlides: ({ context }) => context.slideCount >= CAROUSEL_MIN_SLIDES,
    canPrev: ({ context }) => context.canPrev,
    canNext: ({ context }) => context.canNext,
  },
}).createMachine({
  id: 'carousel',
  context: ({ input }) => ({
    element: input.element,
    slideCount: input.slideCount,
    first: 1,
    last: input.slideCount,
    canPrev: false,
    canNext: false,
  }),
  initial: 'deciding',
  states: {
    deciding: { always: [{ guard: 'enoughSlides', target: 'live' }, { target: 'plainList' }] },
    // The server's markup as it is: a list that scrolls sideways.
    plainList: {},
    live: {
      invoke: { id: 'carousel', src: 'carousel', input: ({ context }) => ({ element: context.element }) },
      initial: 'starting',
      states: {
        // The library reports a failure only before it runs (its chunk did not load).
        starting: { on: { READY: { target: 'running', actions: 'place' }, FAILED: '#carousel.plainList' } },
        running: {
          on: {
            READY: { actions: 'place' },
            SELECTED: {
              actions: [
                'place',
                { type: 'announce', params: ({ context }) => ({ text: positionText(context, context.slideCount) }) },
              ],
            },
            PREV: { guard: 'canPrev', actions: sendTo('carousel', { type: 'PREV' }) },
            NEXT: { guard: 'canNext', actions: sendTo('carousel', { type: 'NEXT' }) },
          },
        },
      },
    },
  },
});
