import './zod-csp';
import { THEME_TEMPLATE_PARAM } from '../domain/themeTemplate';
import type { RegionHooks } from '../services/fragments';
import { firstUse, nextTask } from '../services/pageLifecycle';
import { startInspectorIfRequested } from './devtools/inspection';
import { hydrateIslands, unmountIslands, updateIsland } from './hydrate';
import { startCart } from './live/cart';
import { pageMachines } from './live/machines';
import { startPageEffects } from './live/pageEffects';
import { applyQuantityMinimum } from './live/quantityMinimum';

// The composition root, loaded by src/entry-client.tsx once the first screen is painted. The
// page's shared actors start here; the islands then hydrate with machines wired to them. A region the server replaces (cart fragments, a listing refresh)
// has its islands unmounted and hydrated again, with the same machines; a region that is
// one island (the mini-cart) has it re-rendered with the fresh props instead.
const regionHooks: RegionHooks = {
  beforeRemove: (el) => unmountIslands(el),
  afterInsert: (el) => void machines.then((m) => hydrateIslands(el, m)),
  update: updateIsland,
};
applyQuantityMinimum(document);
// Evaluating the page's modules is a long task on a slow phone: what follows runs in tasks of
// its own (the cart's actors, the page's machines, then the islands, each built from machine
// definitions), so a tap or a paint during start-up waits for one of them, not for all
// (docs/decisions/0308).
const machines = (async () => {
  await nextTask();
  const cartQueue = startCart(regionHooks);
  await nextTask();
  return pageMachines({ cartQueue, regionHooks });
})();
void machines.then(async (m) => {
  await nextTask();
  await hydrateIslands(document, m);
});
// The sticky header's height is measured before anything scrolls to a target below it.
void nextTask().then(() => startPageEffects());
// `?theme_template_id=` names a document of the page to scroll to (docs/decisions/0241).
if (new URLSearchParams(window.location.search).has(THEME_TEMPLATE_PARAM)) {
  void import('../services/templateScroll').then((m) => m.scrollToThemeTemplate());
}
// Prefetching is for the shopper's next page: its code (a chunk of its own) comes when they
// first move, touch, scroll or type on this one, not with the page (docs/decisions/0288).
void firstUse(window)
  .then(() => import('./live/linkPrefetch'))
  .then((m) => m.startLinkPrefetch());
startInspectorIfRequested();
