import type { BenchSection } from '../types';
import { cart } from './cart';
import { javascript } from './javascript';
import { pages } from './pages';
import { throughput } from './throughput';
import { workers } from './workers';

/** The report's sections, in order. A new benchmark is a file here and a line in this list. */
export const sections: BenchSection[] = [throughput, pages, workers, javascript, cart];
