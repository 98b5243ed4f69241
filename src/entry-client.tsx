import './styles.css';
import { hydrateIslands } from './hydrate';
import { startLinkPrefetch } from './link-prefetch';

hydrateIslands(document);
startLinkPrefetch();
