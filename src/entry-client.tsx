import './styles.css';
import { startCart } from './cart-runtime';
import { startInspectorIfRequested } from './devtools/inspection';
import { hydrateIslands } from './hydrate';
import { startLinkPrefetch } from './link-prefetch';

startCart(document);
hydrateIslands(document);
startLinkPrefetch();
startInspectorIfRequested();
