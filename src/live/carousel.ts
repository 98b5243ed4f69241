import { fromCallback } from 'xstate';
import { carouselMachine } from '../../machines/carousel';
import { announce } from '../../services/announcer';
import { runCarousel } from '../../services/carousel';

/** A carousel: Embla on the page's slides (loaded on demand), positions announced through the live region. */
export const liveCarousel = carouselMachine.provide({
  actions: {
    announce: (_, { text }) => announce(text),
  },
  actors: {
    carousel: fromCallback(({ input, sendBack, receive }) => {
      const carousel = runCarousel(input.element.current, {
        ready: (position) => sendBack({ type: 'READY', ...position }),
        selected: (position) => sendBack({ type: 'SELECTED', ...position }),
        failed: () => sendBack({ type: 'FAILED' }),
      });
      receive((event) => {
        if (event.type === 'PREV') carousel.prev();
        if (event.type === 'NEXT') carousel.next();
      });
      return () => carousel.stop();
    }),
  },
});
