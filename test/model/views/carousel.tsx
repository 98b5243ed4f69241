import { render, screen, within } from '@testing-library/react';
import { expect, vi } from 'vitest';
import { carouselMachine } from '../../../machines/carousel';
import { liveCarouselMachine } from '../../../src/live/carousel';
import { liveMachines } from '../../../src/live/machines';
import type { ProductCardView } from '../../../ui/catalogue/types';
import { ProductCarousel } from '../../../ui/content/ProductCarousel';
import { MachinesContext, pureMachines } from '../../../ui/machines-context';
import { pathDriver, type RunMachine } from './driver';

/**
 * The edge: Embla, the carousel library services/carousel loads as a chunk of its own. Its
 * double stands where the path says (the selected snap, whether it can scroll either way),
 * tells the page when it starts, re-measures or moves, and records what it was asked.
 * `refuse` makes the chunk fail to load.
 */
const embla = vi.hoisted(() => ({
  snap: 0,
  canPrev: false,
  canNext: true,
  refuse: false,
  asked: [] as string[],
  listeners: {} as Record<string, () => void>,
}));
vi.mock('embla-carousel', () => ({
  default: (viewport: HTMLElement) => {
    if (embla.refuse) throw new Error('Loading chunk embla-carousel failed');
    return {
      slideNodes: () => [...viewport.querySelectorAll<HTMLElement>('.carousel__slide')],
      selectedScrollSnap: () => embla.snap,
      canScrollPrev: () => embla.canPrev,
      canScrollNext: () => embla.canNext,
      on: (name: string, listener: () => void) => {
        embla.listeners[name] = listener;
      },
      scrollPrev: () => embla.asked.push('prev'),
      scrollNext: () => embla.asked.push('next'),
      destroy: () => {},
    };
  },
}));

const product = (id: number): ProductCardView => ({
  id,
  name: `Product ${id}`,
  url: `/product/product-${id}/`,
  image: `/media/products/product-${id}.svg`,
  price: { regular: '$10.00' },
  inStock: true,
  onSale: false,
  rating: 4,
  addToCart: { href: `/product/product-${id}/`, label: 'Read more', ariaLabel: `Read more about “Product ${id}”` },
});

/** A desktop: the viewport 900 px wide, each slide 300 px, so three show at once. */
function layOut() {
  const width = (el: Element, w: number) => {
    el.getBoundingClientRect = () => ({ width: w }) as DOMRect;
  };
  for (const slide of document.querySelectorAll('.carousel__slide')) width(slide, 300);
  const viewport = document.querySelector('[data-carousel-viewport]');
  if (viewport) width(viewport, 900);
}

function start(input: { slideCount: number }, run: RunMachine) {
  Object.assign(embla, { snap: 0, canPrev: false, canNext: true, refuse: false, asked: [], listeners: {} });
  vi.stubGlobal('matchMedia', () => ({ matches: false }));
  const machines = { ...liveMachines, carousel: run(liveCarouselMachine(pureMachines.carousel)) };
  render(
    <MachinesContext.Provider value={machines}>
      <ProductCarousel
        id="bestsellers"
        view={{
          heading: 'Bestsellers',
          slidesToShow: { desktop: 3, tablet: 2, mobile: 1 },
          products: Array.from({ length: input.slideCount }, (_, i) => product(i + 1)),
        }}
      />
      <div id="a11y-speak-polite" aria-live="polite" />
    </MachinesContext.Provider>,
  );
  layOut();
  // What the rules say the buttons show, and what the shopper has heard.
  return { slideCount: input.slideCount, canPrev: false, canNext: false, heard: [] as string[] };
}
type UI = ReturnType<typeof start>;

const region = () => screen.getByRole('region', { name: 'Bestsellers' });
const button = (name: 'Previous slide' | 'Next slide') => within(region()).getByRole('button', { name });
/** What the polite region has said, in order, once its short delay has passed. */
const heard = async () => {
  await vi.advanceTimersByTimeAsync(100);
  return [...(document.getElementById('a11y-speak-polite')?.children ?? [])].map((m) => m.textContent);
};

/** Every product stays in the page as a slide named "n of m", carousel or not. */
const slidesKept = (ui: UI) =>
  expect(
    within(region())
      .getAllByRole('group')
      .map((s) => s.getAttribute('aria-label')),
  ).toEqual(Array.from({ length: ui.slideCount }, (_, i) => `${i + 1} of ${ui.slideCount}`));

/** The server's markup as it is: a list that scrolls sideways, no buttons. */
const serversList = (ui: UI) => {
  slidesKept(ui);
  expect(within(region()).queryByRole('button')).toBeNull();
  expect(region().hasAttribute('data-carousel-live')).toBe(false);
};

/** Where the library stands, as the path's event says it reports. */
const standAt = (event: Record<string, unknown>) => {
  embla.snap = (event.first as number) - 1;
  embla.canPrev = event.canPrev as boolean;
  embla.canNext = event.canNext as boolean;
};

/** A move button asks the library to move only when there is somewhere to go. */
const press = (name: 'Previous slide' | 'Next slide', can: boolean, asked: string) => {
  const before = embla.asked.length;
  const target = button(name);
  target.focus();
  target.click();
  expect(embla.asked.slice(before)).toEqual(can ? [asked] : []);
  // Pressed at an end, it keeps its place and the shopper's focus.
  expect(document.activeElement).toBe(target);
};

/**
 * A carousel of two products or more starts the library; fewer stay a plain list. Once it
 * runs, previous and next buttons appear, each marked aria-disabled where it cannot go and
 * moving only where it can. A move (buttons, swipe, focus) is announced as "Slides 2 to 4
 * of 8"; starting and re-measuring say nothing. A library that does not load leaves the list.
 */
export default pathDriver(carouselMachine, {
  start,
  events: {
    // The library's chunk arrives and it starts, at the first snap.
    READY: async (ui, event) => {
      standAt(event);
      if (embla.listeners.reInit) embla.listeners.reInit();
      else await vi.dynamicImportSettled();
      ui.canPrev = event.canPrev as boolean;
      ui.canNext = event.canNext as boolean;
    },
    // The shopper swiped, or tabbed to a slide out of view, and the library moved there.
    SELECTED: (ui, event) => {
      standAt(event);
      embla.listeners.select?.();
      ui.canPrev = event.canPrev as boolean;
      ui.canNext = event.canNext as boolean;
      const { first, last } = event as unknown as { first: number; last: number };
      ui.heard.push(
        first === last ? `Slide ${first} of ${ui.slideCount}` : `Slides ${first} to ${last} of ${ui.slideCount}`,
      );
    },
    PREV: (ui) => press('Previous slide', ui.canPrev, 'prev'),
    NEXT: (ui) => press('Next slide', ui.canNext, 'next'),
    FAILED: async () => {
      embla.refuse = true;
      await vi.dynamicImportSettled();
    },
  },
  states: {
    // However long the shopper stays, nothing starts and nothing is said.
    plainList: async (ui) => {
      serversList(ui);
      expect(await heard()).toEqual([]);
      serversList(ui);
    },
    // Until the library's chunk has arrived, the list stays as the server sent it.
    'live.starting': serversList,
    'live.running': async (ui) => {
      slidesKept(ui);
      expect(region().hasAttribute('data-carousel-live')).toBe(true);
      const track = region().querySelector('.carousel__track')?.id;
      for (const [name, can] of [
        ['Previous slide', ui.canPrev],
        ['Next slide', ui.canNext],
      ] as const) {
        expect(button(name).getAttribute('aria-disabled')).toBe(String(!can));
        expect(button(name).getAttribute('aria-controls')).toBe(track);
      }
      expect(await heard()).toEqual(ui.heard);
    },
  },
  moves: [
    ['live.starting', { type: 'READY', first: 1, last: 3, canPrev: false, canNext: true }, 'live.running'],
    ['live.starting', { type: 'FAILED' }, 'plainList'],
    ['live.running', { type: 'READY', first: 1, last: 3, canPrev: false, canNext: true }, 'live.running'],
    ['live.running', { type: 'SELECTED', first: 2, last: 4, canPrev: true, canNext: true }, 'live.running'],
    ['live.running', { type: 'SELECTED', first: 6, last: 8, canPrev: true, canNext: false }, 'live.running'],
    ['live.running', { type: 'PREV' }, 'live.running'],
    ['live.running', { type: 'NEXT' }, 'live.running'],
  ],
});
