import type { IslandEntry } from '../island-entry';

/** Only content that places a social embed. */
const island: IslandEntry = {
  machines: ['socialEmbed'],
  load: () => import('../../ui/content/SocialEmbed').then((m) => m.SocialEmbed),
};

export default island;
