import type { IslandEntry } from '../island-entry';

/**
 * Only content with a carousel of two slides or more; Embla comes in a chunk of its own, when
 * the shopper first reaches for the carousel: until then its slides scroll with CSS snapping.
 */
const island: IslandEntry = {
  machines: ['carousel'],
  whenUsed: '[data-carousel]',
  load: () => import('../live/carousel').then((m) => m.CarouselControlsIsland),
};

export default island;
