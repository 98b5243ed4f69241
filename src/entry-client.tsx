import './styles.css';
import { startInspectorIfRequested } from './devtools/inspection';
import { hydrateIslands } from './hydrate';
import { startLinkPrefetch } from './link-prefetch';

hydrateIslands(document);
startLinkPrefetch();
startInspectorIfRequested();
