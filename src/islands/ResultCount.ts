import { ResultCount } from '../../ui/catalogue/ResultCount';
import type { IslandEntry } from '../island-entry';

const island: IslandEntry = {
  machines: ['resultCount'],
  load: async () => ResultCount,
};

export default island;
