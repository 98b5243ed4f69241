import { describe, expect, it } from 'vitest';
import { isPlainClick, routeClick } from '../../domain/clicks';

/** Clicks as the browser reports them: MouseEvent.button 0 is the primary button, 1 the middle one. */
const left = { button: 0, ctrlKey: false, metaKey: false, shiftKey: false, altKey: false };
const idle = { accepts: true, busy: false };

describe('the click rule: in place, follow the link, or leave it to the browser', () => {
  it('takes a plain left click in place when the machine accepts it', () => {
    expect(isPlainClick(left)).toBe(true);
    expect(routeClick(left, idle)).toBe('in-place');
  });

  it('takes a form submit (no button, no keys) like a plain click', () => {
    expect(routeClick({}, idle)).toBe('in-place');
  });

  it('leaves a middle click to the browser (a new tab)', () => {
    expect(routeClick({ ...left, button: 1 }, idle)).toBe('browser');
  });

  it.each(['ctrlKey', 'metaKey', 'shiftKey', 'altKey'] as const)(
    'leaves a click with %s held to the browser',
    (key) => {
      expect(routeClick({ ...left, [key]: true }, idle)).toBe('browser');
    },
  );

  it('keeps a plain click in place while the machine is busy with the last one', () => {
    expect(routeClick(left, { accepts: false, busy: true })).toBe('in-place');
  });

  it('follows the link when the machine neither accepts the click nor is busy', () => {
    expect(routeClick(left, { accepts: false, busy: false })).toBe('follow-link');
  });

  it('leaves a Ctrl-click to the browser even while busy', () => {
    expect(routeClick({ ...left, ctrlKey: true }, { accepts: false, busy: true })).toBe('browser');
  });
});
