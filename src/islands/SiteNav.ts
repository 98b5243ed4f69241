import { SiteNav } from '../../ui/layout/SiteNav';
import type { IslandEntry } from '../island-entry';

/** On every page: the header's menu. */
const island: IslandEntry = {
  machines: ['mobileMenu'],
  load: async () => SiteNav,
};

export default island;
