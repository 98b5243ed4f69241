import { ActionLinks } from '../../ui/lightbox/ActionLinks';
import type { IslandEntry } from '../island-entry';

/**
 * On every page, and hydrated with it: action links anywhere and the URL's action hash. Its
 * code (the lightbox's frame) is with the entry rather than a chunk each page fetched anyway.
 */
const island: IslandEntry = {
  machines: ['lightbox'],
  load: async () => ActionLinks,
};

export default island;
