import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type EventObject, fromCallback } from 'xstate';
import type { CarouselPosition } from '../../domain/carousel';
import { liveCarouselMachine } from '../../src/live/carousel';
import { liveMachines } from '../../src/live/machines';
import type { ProductCardView } from '../../ui/catalogue/types';
import { ProductCarousel } from '../../ui/content/ProductCarousel';
import { MachinesContext } from '../../ui/machines-context';

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

/**
 * The carousel library's side, doubled: what the page would tell the machine (`tell`) and
 * what the machine asked of it (`asked`). Embla itself runs in the browser suite.
 */
function carouselLibrary() {
  const asked: string[] = [];
  let started = 0;
  let stopped = 0;
  let send: ((event: EventObject) => void) | undefined;
  const machines = {
    ...liveMachines,
    carousel: liveCarouselMachine(liveMachines.carousel).provide({
      actors: {
        carousel: fromCallback(({ sendBack, receive }) => {
          started++;
          send = sendBack;
          receive((event) => asked.push(event.type));
          return () => {
            stopped++;
          };
        }),
      },
    }),
  };
  return {
    machines,
    asked,
    started: () => started,
    stopped: () => stopped,
    tell: (type: 'READY' | 'SELECTED', position: CarouselPosition) => act(() => send?.({ type, ...position })),
    fail: () => act(() => send?.({ type: 'FAILED' })),
  };
}

function renderCarousel(count: number, library = carouselLibrary()) {
  render(
    <MachinesContext.Provider value={library.machines}>
      <ProductCarousel
        id="bestsellers"
        view={{
          heading: 'Bestsellers',
          slidesToShow: { desktop: 3, tablet: 2, mobile: 1 },
          products: Array.from({ length: count }, (_, i) => product(i + 1)),
        }}
      />
      <div id="a11y-speak-polite" aria-live="polite" />
    </MachinesContext.Provider>,
  );
  return library;
}

/** What the polite region has said, in order: each message is an element of its own. */
const polite = () => [...(document.getElementById('a11y-speak-polite')?.children ?? [])].map((m) => m.textContent);

describe('ProductCarousel', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('is a region named by its heading whose slides are groups named "n of m"', () => {
    renderCarousel(4);
    const region = screen.getByRole('region', { name: 'Bestsellers' });
    expect(region.getAttribute('aria-roledescription')).toBe('carousel');
    const slides = within(region).getAllByRole('group');
    expect(slides.map((s) => s.getAttribute('aria-label'))).toEqual(['1 of 4', '2 of 4', '3 of 4', '4 of 4']);
    expect(slides.every((s) => s.getAttribute('aria-roledescription') === 'slide')).toBe(true);
    expect(within(slides[0]!).getByRole('link', { name: 'Product 1' }).getAttribute('href')).toBe(
      '/product/product-1/',
    );
  });

  it('shows its buttons only once the carousel runs; the way it cannot go is marked, not removed', () => {
    const library = renderCarousel(8);
    expect(library.started()).toBe(1);
    expect(screen.queryByRole('button')).toBeNull();
    library.tell('READY', { first: 1, last: 3, canPrev: false, canNext: true });
    const prev = screen.getByRole('button', { name: 'Previous slide' });
    const next = screen.getByRole('button', { name: 'Next slide' });
    expect(prev.getAttribute('aria-disabled')).toBe('true');
    expect(next.getAttribute('aria-disabled')).toBe('false');
    expect(next.getAttribute('aria-controls')).toBe(screen.getByRole('region').querySelector('.carousel__track')?.id);
  });

  it('asks the carousel to move only where it can go', () => {
    const library = renderCarousel(8);
    library.tell('READY', { first: 1, last: 3, canPrev: false, canNext: true });
    fireEvent.click(screen.getByRole('button', { name: 'Previous slide' }));
    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(library.asked).toEqual(['NEXT']);
    library.tell('SELECTED', { first: 6, last: 8, canPrev: true, canNext: false });
    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    fireEvent.click(screen.getByRole('button', { name: 'Previous slide' }));
    expect(library.asked).toEqual(['NEXT', 'PREV']);
    expect(screen.getByRole('button', { name: 'Next slide' }).getAttribute('aria-disabled')).toBe('true');
  });

  it('announces where a move took it, and says nothing when it only starts or re-measures', () => {
    const library = renderCarousel(8);
    library.tell('READY', { first: 1, last: 3, canPrev: false, canNext: true });
    act(() => vi.advanceTimersByTime(100));
    expect(polite()).toEqual([]);
    library.tell('SELECTED', { first: 2, last: 4, canPrev: true, canNext: true });
    act(() => vi.advanceTimersByTime(100));
    expect(polite()).toEqual(['Slides 2 to 4 of 8']);
    // A phone shows one slide at a time.
    library.tell('READY', { first: 2, last: 2, canPrev: true, canNext: true });
    library.tell('SELECTED', { first: 3, last: 3, canPrev: true, canNext: true });
    act(() => vi.advanceTimersByTime(100));
    expect(polite()).toEqual(['Slides 2 to 4 of 8', 'Slide 3 of 8']);
  });

  it('with one slide never starts: no carousel code, no buttons, just the product', () => {
    const library = renderCarousel(1);
    expect(library.started()).toBe(0);
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.getByRole('group', { name: '1 of 1' })).not.toBeNull();
  });

  it('starts with two slides, the fewest a carousel needs', () => {
    const library = renderCarousel(2);
    expect(library.started()).toBe(1);
    library.tell('READY', { first: 1, last: 2, canPrev: false, canNext: false });
    expect(screen.getByRole('button', { name: 'Next slide' }).getAttribute('aria-disabled')).toBe('true');
  });

  it('stays a plain list when the carousel library cannot load', () => {
    const library = renderCarousel(3);
    library.fail();
    expect(library.stopped()).toBe(1);
    library.tell('READY', { first: 1, last: 3, canPrev: false, canNext: true });
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.getAllByRole('group')).toHaveLength(3);
  });

  it('renders nothing for a carousel with no products (a category that is gone)', () => {
    renderCarousel(0);
    expect(screen.queryByRole('region')).toBeNull();
  });
});
