import { describe, expect, it } from 'vitest';
import { pageWindow, paginationView } from '../../server/view-parts/pagination';

const shown = (current: number, total: number) =>
  pageWindow(current, total)
    .map((p) => (typeof p === 'number' ? (p === current ? `[${p}]` : String(p)) : '…'))
    .join(' ');

describe('the page links of a listing', () => {
  it('shows every page up to seven', () => {
    expect(shown(1, 1)).toBe('[1]');
    expect(shown(4, 7)).toBe('1 2 3 [4] 5 6 7');
  });

  it('keeps seven slots from eight pages on: the ends, the current page and its neighbours, gaps between', () => {
    expect(shown(1, 8)).toBe('[1] 2 3 4 5 … 8');
    expect(shown(4, 8)).toBe('1 2 3 [4] 5 … 8');
    expect(shown(5, 8)).toBe('1 … 4 [5] 6 7 8');
    expect(shown(8, 8)).toBe('1 … 4 5 6 7 [8]');
    expect(shown(5, 9)).toBe('1 … 4 [5] 6 … 9');
  });

  it('never lists thousands of pages', () => {
    expect(shown(1, 8334)).toBe('[1] 2 3 4 5 … 8334');
    expect(shown(4167, 8334)).toBe('1 … 4166 [4167] 4168 … 8334');
    expect(shown(8331, 8334)).toBe('1 … 8330 [8331] 8332 8333 8334');
    expect(shown(8334, 8334)).toBe('1 … 8330 8331 8332 8333 [8334]');
  });

  it('links the previous and next pages, none before the first or after the last', () => {
    const href = (n: number) => `/shop/?paged=${n}`;
    expect(paginationView(1, 3, href)).toMatchObject({ next: '/shop/?paged=2' });
    expect(paginationView(1, 3, href).previous).toBeUndefined();
    expect(paginationView(3, 3, href)).toMatchObject({ previous: '/shop/?paged=2' });
    expect(paginationView(3, 3, href).next).toBeUndefined();
  });
});
