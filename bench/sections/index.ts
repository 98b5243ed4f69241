import type { BenchSection } from '../types';
import { cart } from './cart';
import { catalogue } from './catalogue';
import { javascript } from './javascript';
import { lighthouse } from './lighthouse';
import { memory } from './memory';
import { pages } from './pages';
import { render } from './render';
import { throughput } from './throughput';
import { workers } from './workers';

/** The report's sections, in order. A new benchmark is a file here and a line in this list. */
export const sections: BenchSection[] = [
  throughput,
  pages,
  workers,
  javascript,
  cart,
  catalogue,
  memory,
  render,
  lighthouse,
];
