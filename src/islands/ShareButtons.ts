import type { IslandEntry } from '../island-entry';

/** Only product and post pages, and content that places share buttons. */
const island: IslandEntry = {
  machines: ['shareButtons'],
  load: () => import('../../ui/share/ShareButtons').then((m) => m.ShareButtons),
};

export default island;
