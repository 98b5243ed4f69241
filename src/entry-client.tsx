import '../ui/styles.css';
import { holdEarlyTaps } from '../services/earlyTaps';
import { afterFirstScreen } from '../services/pageLifecycle';

// The server's markup is the whole page without JavaScript, so nothing on the first screen
// waits for the page's code. It is fetched once that screen is painted (its pictures in), or
// at the shopper's first move, touch, scroll or key if that is sooner: on a slow connection
// React, XState and the islands no longer share the bandwidth with the first pictures, nor
// the processor with their first paint (docs/decisions/0312). The stylesheet is imported here
// so the build names it with the entry, and the server puts it in every page's head (0308).
// A tap on "Add to cart" meanwhile waits for the code, so the add still happens in place (0317).
const taps = holdEarlyTaps();
void afterFirstScreen()
  .then(() => import('./start-client'))
  .catch(() => taps.giveUp());
