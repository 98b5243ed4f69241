import { fireEvent, render, screen } from '@testing-library/react';
import { expect } from 'vitest';
import { socialEmbedMachine } from '../../../machines/socialEmbed';
import { liveMachines } from '../../../src/live/machines';
import { SocialEmbed } from '../../../ui/content/SocialEmbed';
import { MachinesContext } from '../../../ui/machines-context';
import { pathDriver, type RunMachine } from './driver';

const embed = {
  title: 'Linen care in 60 seconds',
  kind: 'video',
  url: 'http://shop.test/media/embed/demo/',
  provider: 'shop.test',
};
const LABEL = 'Load the video “Linen care in 60 seconds” from shop.test';

function start(_input: unknown, run: RunMachine) {
  render(
    <MachinesContext.Provider value={{ ...liveMachines, socialEmbed: run(liveMachines.socialEmbed) }}>
      <button type="button">Before</button>
      <SocialEmbed embed={embed} />
    </MachinesContext.Provider>,
  );
  return {};
}

const frame = () => document.querySelector('iframe');

/**
 * Nothing comes from the other site until the shopper asks: the placeholder is a button
 * naming what it loads and from where. Pressed, the frame (titled, sandboxed, sending no
 * more than the shop's origin as referrer) takes its place, and focus moves to it.
 */
export default pathDriver(socialEmbedMachine, {
  start,
  events: {
    LOAD: () => {
      const button = screen.getByRole('button', { name: LABEL });
      button.focus();
      fireEvent.click(button);
    },
  },
  states: {
    placeholder: () => {
      expect(frame()).toBeNull();
      expect(screen.getByRole('button', { name: LABEL }).tagName).toBe('BUTTON');
    },
    loaded: () => {
      expect(screen.queryByRole('button', { name: LABEL })).toBeNull();
      const shown = frame();
      expect(shown?.getAttribute('src')).toBe(embed.url);
      expect(shown?.getAttribute('title')).toBe(embed.title);
      expect(shown?.getAttribute('sandbox')).toBe(
        'allow-scripts allow-same-origin allow-popups allow-popups-to-escape-sandbox allow-presentation',
      );
      expect(shown?.getAttribute('referrerpolicy')).toBe('strict-origin-when-cross-origin');
      // The button pressed is gone: focus is not left on the page's body.
      expect(document.activeElement).toBe(shown);
    },
  },
  moves: [['placeholder', { type: 'LOAD' }, 'loaded']],
});
