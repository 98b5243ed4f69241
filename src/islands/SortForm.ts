import { SortForm } from '../../ui/catalogue/SortForm';
import type { IslandEntry } from '../island-entry';

const island: IslandEntry = {
  machines: ['sortForm'],
  load: async () => SortForm,
};

export default island;
