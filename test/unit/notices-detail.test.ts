import { describe, expect, it } from 'vitest';
import { readShowNoticesDetail } from '../../services/noticesSchema';

describe('what a notices event may carry', () => {
  it('passes well-formed notices, keeping only what a notice has', () => {
    const detail = readShowNoticesDetail({
      notices: [{ kind: 'error', text: 'Out of stock', link: { href: '/cart/', label: 'View cart', extra: 1 }, x: 2 }],
      scroll: true,
    });
    expect(detail).toEqual({
      notices: [{ kind: 'error', text: 'Out of stock', link: { href: '/cart/', label: 'View cart' } }],
      scroll: true,
    });
  });

  it.each([
    ['no notices', { notices: [] }],
    ['an unknown kind', { notices: [{ kind: 'warning', text: 'x' }] }],
    ['empty text', { notices: [{ kind: 'info', text: '' }] }],
    [
      'a javascript: link',
      { notices: [{ kind: 'info', text: 'x', link: { href: 'javascript:alert(1)', label: 'y' } }] },
    ],
    [
      'a protocol-relative link',
      { notices: [{ kind: 'info', text: 'x', link: { href: '//evil.test/', label: 'y' } }] },
    ],
    ['a scroll that is not a boolean', { notices: [{ kind: 'info', text: 'x' }], scroll: 'yes' }],
    ['no object at all', 'notices'],
  ])('refuses %s', (_, detail) => {
    expect(readShowNoticesDetail(detail)).toBeUndefined();
  });
});
