import { StoreNotice } from '../../ui/layout/StoreNotice';
import type { IslandEntry } from '../island-entry';

/** On every page until dismissed: the store notice. */
const island: IslandEntry = {
  machines: ['storeNotice'],
  load: async () => StoreNotice,
};

export default island;
