import './styles.css';
import { hydrateIslands } from './hydrate';

hydrateIslands(document);
