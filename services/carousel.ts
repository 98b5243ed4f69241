import type { CarouselPosition } from '../domain/carousel';

/** What the page tells the carousel's machine. */
export interface CarouselListener {
  ready(position: CarouselPosition): void;
  selected(position: CarouselPosition): void;
  failed(): void;
}

export interface RunningCarousel {
  prev(): void;
  next(): void;
  stop(): void;
}

const reducedMotion = () => window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * Runs Embla on the carousel around `controls` (its `[data-carousel]` root and
 * `[data-carousel-viewport]`). The library is a chunk of its own, loaded here, so pages
 * without a carousel never fetch it. While it runs the root carries `data-carousel-live`
 * (the stylesheet then hides the scrollbar the page without JavaScript scrolls with). Moves
 * the shopper asks for with the buttons jump at once when they prefer reduced motion.
 */
export function runCarousel(controls: Element | null, listener: CarouselListener): RunningCarousel {
  const root = controls?.closest<HTMLElement>('[data-carousel]');
  const viewport = root?.querySelector<HTMLElement>('[data-carousel-viewport]');
  let api: import('embla-carousel').EmblaCarouselType | undefined;
  let stopped = false;
  if (!root || !viewport) {
    queueMicrotask(() => listener.failed());
  } else {
    import('embla-carousel')
      .then(({ default: EmblaCarousel }) => {
        if (stopped) return;
        root.dataset.carouselLive = '';
        viewport.scrollLeft = 0;
        const embla = EmblaCarousel(viewport, { align: 'start', containScroll: 'trimSnaps', slidesToScroll: 1 });
        api = embla;
        // Slides per view come from the stylesheet's breakpoints; the slides in view are
        // those from the selected snap on (with trimmed snaps, snap n starts at slide n).
        const position = (): CarouselPosition => {
          const slides = embla.slideNodes();
          const width = slides[0]?.getBoundingClientRect().width || 1;
          const perView = Math.max(1, Math.round(viewport.getBoundingClientRect().width / width));
          const first = embla.selectedScrollSnap() + 1;
          return {
            first,
            last: Math.min(slides.length, first + perView - 1),
            canPrev: embla.canScrollPrev(),
            canNext: embla.canScrollNext(),
          };
        };
        embla.on('reInit', () => listener.ready(position()));
        embla.on('select', () => listener.selected(position()));
        listener.ready(position());
      })
      .catch(() => {
        if (!stopped) listener.failed();
      });
  }
  return {
    prev: () => api?.scrollPrev(reducedMotion()),
    next: () => api?.scrollNext(reducedMotion()),
    stop() {
      stopped = true;
      api?.destroy();
      if (root) delete root.dataset.carouselLive;
    },
  };
}
