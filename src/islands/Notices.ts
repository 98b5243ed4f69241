import { Notices } from '../../ui/notices/Notices';
import type { IslandEntry } from '../island-entry';

/** On every page: the notices. */
const island: IslandEntry = {
  machines: ['notices'],
  load: async () => Notices,
};

export default island;
