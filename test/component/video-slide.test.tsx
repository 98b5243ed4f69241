import { render } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { liveMachines } from '../../src/live/machines';
import { VideoSlide } from '../../ui/lightbox/VideoSlide';
import { MachinesContext } from '../../ui/machines-context';

/** The slide, its player standing as the shopper left it (playing or not). */
function renderSlide(playing: boolean) {
  const view = render(
    <MachinesContext.Provider value={liveMachines}>
      <h2 id="slide-title">Linen care</h2>
      <VideoSlide src="/media/video/linen-care.mp4" labelledBy="slide-title" />
    </MachinesContext.Provider>,
  );
  const video = document.querySelector('video') as HTMLVideoElement;
  Object.defineProperty(video, 'paused', { configurable: true, get: () => !playing });
  const pause = vi.fn();
  video.pause = pause;
  return { view, pause };
}

describe('VideoSlide', () => {
  it('pauses the video when the slide goes (the lightbox closed or moved on)', () => {
    const { view, pause } = renderSlide(true);
    expect(pause).not.toHaveBeenCalled();
    view.unmount();
    expect(pause).toHaveBeenCalledTimes(1);
  });

  it('leaves a video that is not playing as it is', () => {
    const { view, pause } = renderSlide(false);
    view.unmount();
    expect(pause).not.toHaveBeenCalled();
  });
});
