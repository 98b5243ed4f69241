import { render } from '@testing-library/react';
import { expect, vi } from 'vitest';
import { videoPlayerMachine } from '../../../machines/videoPlayer';
import { liveMachines } from '../../../src/live/machines';
import { VideoSlide } from '../../../ui/lightbox/VideoSlide';
import { MachinesContext } from '../../../ui/machines-context';
import { pathDriver, type RunMachine } from './driver';

type Status = 'ready' | 'playing' | 'paused' | 'ended';
const SHOWN: Record<Status, string> = {
  ready: 'Press play to start the video.',
  playing: 'Playing.',
  paused: 'Paused.',
  ended: 'The video has ended.',
};

function start(_input: unknown, run: RunMachine) {
  render(
    <MachinesContext.Provider value={{ ...liveMachines, videoPlayer: run(liveMachines.videoPlayer) }}>
      <h2 id="slide-title">Linen care</h2>
      <VideoSlide src="/media/video/linen-care.mp4" labelledBy="slide-title" />
      <div id="a11y-speak-polite" aria-live="polite" />
    </MachinesContext.Provider>,
  );
  // What the rules say is shown under the player, and how often the end was said.
  return { status: 'ready' as Status, endsSaid: 0 };
}
type UI = ReturnType<typeof start>;

/**
 * The edge: the browser's player, its API (`paused`, `ended`, `currentTime`) standing as the
 * shopper left it; a player whose API fails throws when read.
 */
function playerStands(status: Status | 'failing') {
  const video = document.querySelector('video') as HTMLVideoElement;
  const read = (value: unknown) => ({
    configurable: true,
    get: () => {
      if (status === 'failing') throw new DOMException('The player is gone', 'InvalidStateError');
      return value;
    },
  });
  Object.defineProperty(video, 'ended', read(status === 'ended'));
  Object.defineProperty(video, 'paused', read(status !== 'playing'));
  Object.defineProperty(video, 'currentTime', read(status === 'ready' ? 0 : 12));
}

const said = () =>
  [...(document.getElementById('a11y-speak-polite')?.children ?? [])].filter(
    (m) => m.textContent === 'The video has ended.',
  ).length;

/** Under the player, what it is doing; "The video has ended." said once, the first time only. */
const shows = (ui: UI) => {
  expect(document.querySelector('.lightbox__video-status')?.textContent).toBe(SHOWN[ui.status]);
  expect(said()).toBe(ui.endsSaid);
};

/**
 * The player is read every 350 ms: not started, playing, paused or ended, shown under it.
 * The first time it has ended, that is said politely; a read that fails changes nothing.
 */
export default pathDriver(videoPlayerMachine, {
  start,
  events: {
    // The shopper plays, pauses or watches to the end between two reads: read at 350 ms, not before.
    'xstate.after.videoPoll.videoPlayer.waiting': async (ui, _event, [answer]) => {
      const status = answer?.type === 'xstate.done.actor.readPlayer' ? (answer.output as Status) : 'failing';
      playerStands(status);
      await vi.advanceTimersByTimeAsync(349);
      shows(ui);
      await vi.advanceTimersByTimeAsync(1);
      if (status === 'failing') return;
      if (status === 'ended' && ui.status !== 'ended') ui.endsSaid++;
      ui.status = status;
    },
    // The read takes no time a shopper sees: it was answered as the clock reached 350 ms.
    'xstate.done.actor.readPlayer': () => {},
    'xstate.error.actor.readPlayer': () => {},
  },
  states: { waiting: shows, reading: shows },
  moves: [
    ['waiting', { type: 'xstate.after.videoPoll.videoPlayer.waiting' }, 'reading'],
    ['reading', { type: 'xstate.done.actor.readPlayer', output: 'playing' }, 'waiting'],
    ['reading', { type: 'xstate.done.actor.readPlayer', output: 'ended' }, 'waiting'],
    ['reading', { type: 'xstate.error.actor.readPlayer' }, 'waiting'],
  ],
});
