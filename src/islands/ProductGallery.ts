import type { IslandEntry } from '../island-entry';

/** Only product pages have a gallery; the lightbox comes in its chunk. */
const island: IslandEntry = {
  machines: ['lightbox'],
  load: () => import('../../ui/lightbox/ProductGallery').then((m) => m.ProductGallery),
};

export default island;
