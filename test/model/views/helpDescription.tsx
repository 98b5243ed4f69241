import { fireEvent, screen } from '@testing-library/react';
import { expect, vi } from 'vitest';
import { helpDescriptionMachine } from '../../../machines/helpDescription';
import { liveMachines } from '../../../src/live/machines';
import { renderFieldsWithHelp } from '../../support/fields';
import { pathDriver, type RunMachine } from './driver';

const start = (_input: unknown, run: RunMachine) =>
  renderFieldsWithHelp({ ...liveMachines, helpDescription: run(liveMachines.helpDescription) });
type UI = ReturnType<typeof start>;

const hidden = ({ phone, help }: UI) => {
  expect(help.hidden).toBe(true);
  // Hidden, the text is still what the input's description points at.
  expect(phone.getAttribute('aria-describedby')).toBe(help.id);
};
const shownIn =
  (state: string) =>
  ({ help }: UI) => {
    expect(help.hidden).toBe(false);
    expect(help.dataset.state).toBe(state);
    expect(help.style.animationDuration).toBe('250ms');
  };

/** Help text slides in over 250 ms on focus or click; a click or focus elsewhere, or Escape, hides it. */
export default pathDriver(helpDescriptionMachine, {
  start,
  events: {
    INPUT_FOCUSED: ({ phone }) => phone.focus(),
    INPUT_CLICKED: ({ phone }) => {
      fireEvent.click(phone);
    },
    CLICKED_ELSEWHERE: () => {
      fireEvent.click(screen.getByText('Some text elsewhere'));
    },
    FOCUS_ELSEWHERE: ({ name }) => name.focus(),
    ESCAPE: ({ phone }) => {
      fireEvent.keyDown(phone, { key: 'Escape' });
    },
    // Still sliding 1 ms before the 250 ms are up; in place at 250 ms.
    'xstate.after.slide.helpDescription.visible.sliding': ({ help }) => {
      vi.advanceTimersByTime(249);
      expect(help.dataset.state).toBe('sliding');
      vi.advanceTimersByTime(1);
    },
  },
  states: {
    hidden,
    'visible.sliding': shownIn('sliding'),
    'visible.shown': shownIn('shown'),
  },
  moves: [
    ['hidden', { type: 'INPUT_FOCUSED' }, 'visible.sliding'],
    ['hidden', { type: 'INPUT_CLICKED' }, 'visible.sliding'],
    ['visible.sliding', { type: 'xstate.after.slide.helpDescription.visible.sliding' }, 'visible.shown'],
    ...(['visible.sliding', 'visible.shown'] as const).flatMap((from) =>
      (['CLICKED_ELSEWHERE', 'FOCUS_ELSEWHERE', 'ESCAPE'] as const).map(
        (type) => [from, { type }, 'hidden'] as [string, { type: string }, string],
      ),
    ),
  ],
});
