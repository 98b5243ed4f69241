import type { IslandEntry } from '../island-entry';

/** Content widgets with a taxonomy filter (a loop grid, a carousel): their term links. */
const island: IslandEntry = {
  machines: ['listingFilter'],
  load: () => import('../../ui/content/TermFilter').then((m) => m.TermFilter),
};

export default island;
