import { VisitTracker } from '../../ui/attribution/VisitTracker';
import type { IslandEntry } from '../island-entry';

const island: IslandEntry = {
  machines: ['visitTracking'],
  load: async () => VisitTracker,
};

export default island;
