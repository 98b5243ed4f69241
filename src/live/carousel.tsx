import { fromCallback } from 'xstate';
import { announce } from '../../services/announcer';
import { runCarousel } from '../../services/carousel';
import { CarouselControls, type CarouselControlsProps } from '../../ui/content/CarouselControls';
import { type Machines, MachinesContext, pureMachines, useMachines } from '../../ui/machines-context';
import { withMachines } from './machines';

/**
 * The carousel machine wired to its services: Embla on the page's slides (itself a chunk,
 * loaded by services/carousel), positions announced through the live region. It lives in
 * the controls' own chunk, as the popup's wiring does: pages without a carousel load none of it.
 */
export function liveCarouselMachine(carousel: Machines['carousel']) {
  return carousel.provide({
    actions: {
      announce: (_, { text }) => announce(text),
    },
    actors: {
      carousel: fromCallback(({ input, sendBack, receive }) => {
        const running = runCarousel(input.element.current, {
          ready: (position) => sendBack({ type: 'READY', ...position }),
          selected: (position) => sendBack({ type: 'SELECTED', ...position }),
          failed: () => sendBack({ type: 'FAILED' }),
        });
        receive((event) => {
          if (event.type === 'PREV') running.prev();
          if (event.type === 'NEXT') running.next();
        });
        return () => running.stop();
      }),
    },
  });
}

const liveCarousel = liveCarouselMachine(pureMachines.carousel);

/** The island: a carousel's controls with the live carousel machine. */
export function CarouselControlsIsland(props: CarouselControlsProps) {
  const machines = useMachines();
  return (
    <MachinesContext.Provider value={withMachines(machines, { carousel: liveCarousel })}>
      <CarouselControls {...props} />
    </MachinesContext.Provider>
  );
}
