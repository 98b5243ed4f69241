import './styles.css';
import { startCart } from './cart-runtime';
import { hydrateIslands } from './hydrate';

startCart(document);
hydrateIslands(document);
