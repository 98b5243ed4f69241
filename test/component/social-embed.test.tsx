import { fireEvent, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { socialEmbedMachine } from '../../machines/socialEmbed';
import { SocialEmbed, SocialEmbedWidget } from '../../ui/content/SocialEmbed';
import { MachinesContext, pureMachines } from '../../ui/machines-context';

const embed = {
  title: 'Linen care in 60 seconds',
  kind: 'video',
  url: 'http://shop.test/media/embed/demo/',
  provider: 'shop.test',
};
const label = 'Load the video “Linen care in 60 seconds” from shop.test';

function renderEmbed() {
  const focused: unknown[] = [];
  const machine = socialEmbedMachine.provide({
    actions: { focusFrame: (_, { frame }) => focused.push(frame.current) },
  });
  render(
    <MachinesContext.Provider value={{ ...pureMachines, socialEmbed: machine }}>
      <SocialEmbed embed={embed} />
    </MachinesContext.Provider>,
  );
  return focused;
}

describe('SocialEmbed', () => {
  it('without JavaScript is a plain link to the embed, and no frame', () => {
    const html = renderToString(<SocialEmbedWidget id="e" view={{ embed }} />);
    expect(html).toContain(`href="${embed.url}"`);
    expect(html).toContain('Load the video “Linen care in 60 seconds” from shop.test');
    expect(html).not.toContain('<iframe');
  });

  it('hydrated, is a button naming the embed and its provider; pressed, the frame takes its place', async () => {
    const focused = renderEmbed();
    expect(document.querySelector('iframe')).toBeNull();
    fireEvent.click(await screen.findByRole('button', { name: label }));
    const frame = document.querySelector('iframe');
    expect(frame?.getAttribute('title')).toBe(embed.title);
    expect(frame?.getAttribute('src')).toBe(embed.url);
    expect(frame?.getAttribute('loading')).toBe('lazy');
    expect(frame?.getAttribute('referrerpolicy')).toBe('strict-origin-when-cross-origin');
    expect(frame?.getAttribute('sandbox')?.split(' ')).toContain('allow-scripts');
    expect(frame?.getAttribute('sandbox')?.split(' ')).not.toContain('allow-top-navigation');
    expect(screen.queryByRole('button', { name: label })).toBeNull();
    expect(focused).toHaveLength(1);
  });

  it('an embed left out (origin not allowed) renders nothing', () => {
    expect(renderToString(<SocialEmbedWidget id="e" view={{ embed: null }} />)).toBe('');
  });
});
