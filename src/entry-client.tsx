import './styles.css';
import { startInspectorIfRequested } from './devtools/inspection';
import { hydrateIslands } from './hydrate';

hydrateIslands(document);
startInspectorIfRequested();
