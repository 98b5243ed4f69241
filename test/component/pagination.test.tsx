import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { paginationView } from '../../server/view-parts/pagination';
import { Pagination } from '../../ui/catalogue/Pagination';

const href = (page: number) => (page > 1 ? `/shop/?orderby=price&paged=${page}` : '/shop/?orderby=price');

describe('the page links of a listing of 8,334 pages', () => {
  it('is a navigation region named for what it pages', () => {
    render(<Pagination pagination={paginationView(4167, 8334, href)} />);
    expect(screen.getByRole('navigation', { name: 'Product pagination' }).tagName).toBe('NAV');
  });

  it('offers the previous and next pages, the first, the last and the neighbours of the current page, no more', () => {
    render(<Pagination pagination={paginationView(4167, 8334, href)} />);
    const nav = screen.getByRole('navigation', { name: 'Product pagination' });
    const links = within(nav)
      .getAllByRole('link')
      .map((a) => [a.getAttribute('aria-label') ?? a.textContent?.trim(), a.getAttribute('href')]);
    expect(links).toEqual([
      ['← Previous', '/shop/?orderby=price&paged=4166'],
      ['Page 1', '/shop/?orderby=price'],
      ['Page 4166', '/shop/?orderby=price&paged=4166'],
      ['Page 4168', '/shop/?orderby=price&paged=4168'],
      ['Page 8334', '/shop/?orderby=price&paged=8334'],
      ['Next →', '/shop/?orderby=price&paged=4168'],
    ]);
    expect(within(nav).getAllByRole('listitem')).toHaveLength(7);
  });

  it('marks the current page as current, not as a link, and keeps the gaps out of the accessibility tree', () => {
    const { container } = render(<Pagination pagination={paginationView(4167, 8334, href)} />);
    const current = container.querySelector('[aria-current="page"]');
    expect(current?.textContent).toBe('4167');
    expect(current?.closest('a')).toBeNull();
    const gaps = [...container.querySelectorAll('li')].filter((li) => li.textContent === '…');
    expect(gaps).toHaveLength(2);
    for (const gap of gaps) expect(gap.getAttribute('aria-hidden')).toBe('true');
  });

  it('is reached link by link with Tab, in reading order, and Shift+Tab goes back', async () => {
    const user = userEvent.setup();
    render(<Pagination pagination={paginationView(8334, 8334, href)} />);
    const names: string[] = [];
    for (let i = 0; i < 6; i++) {
      await user.tab();
      const focused = document.activeElement as HTMLElement;
      names.push(focused.getAttribute('aria-label') ?? focused.textContent?.trim() ?? '');
    }
    expect(names).toEqual(['← Previous', 'Page 1', 'Page 8330', 'Page 8331', 'Page 8332', 'Page 8333']);
    await user.tab({ shift: true });
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Page 8332');
  });

  it('shows nothing for a listing of one page', () => {
    const { container } = render(<Pagination pagination={paginationView(1, 1, href)} />);
    expect(container.innerHTML).toBe('');
  });
});
