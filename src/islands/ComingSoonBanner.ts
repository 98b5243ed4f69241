import type { IslandEntry } from '../island-entry';

const island: IslandEntry = {
  machines: ['comingSoonBanner'],
  load: async () => (await import('../../ui/layout/ComingSoonBanner')).ComingSoonBanner,
};

export default island;
