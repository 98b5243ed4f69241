import './zod-csp';
import './styles.css';
import { startCart } from './cart-runtime';
import { startInspectorIfRequested } from './devtools/inspection';
import { hydrateIslands } from './hydrate';

startCart(document);
hydrateIslands(document);
// Prefetching waits for the page's load anyway: its code comes as a chunk of its own.
void import('./link-prefetch').then((m) => m.startLinkPrefetch());
startInspectorIfRequested();
