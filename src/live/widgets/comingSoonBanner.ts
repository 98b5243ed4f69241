import { fromPromise } from 'xstate';
import { comingSoonBannerMachine } from '../../../machines/comingSoonBanner';
import { loadedOrOffline } from '../../../services/chunks';
import { showErrorNotice } from '../../../services/errorNotice';
import { focusMainContent } from '../../../services/focus';

/** The 'coming soon' banner, dismissed through the REST API. */
export const liveComingSoonBanner = () =>
  comingSoonBannerMachine.provide({
    actors: {
      // Loaded on demand: the REST client and zod stay out of pages that show no banner.
      dismissRequest: fromPromise(async ({ input }) => {
        const [{ dismissComingSoonBanner }, { pageRestClient }] = await loadedOrOffline(
          Promise.all([import('../../../services/userMeta'), import('../rest')]),
        );
        return dismissComingSoonBanner(input.restUrl, pageRestClient());
      }),
    },
    actions: {
      focusMainContent: () => focusMainContent(),
      reportFailure: (_, message) => showErrorNotice(message),
    },
  });

export default liveComingSoonBanner;
