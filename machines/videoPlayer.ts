import { assign, fromCallback, fromPromise, setup } from 'xstate';
import type { ElementRef } from '../domain/elementRef';
import { TIMINGS } from './timings';

export type VideoStatus = 'ready' | 'playing' | 'paused' | 'ended';

/**
 * A hosted video in the lightbox. The player's API is read every 350 ms
 * for whether it has started, is paused or has ended; the first time it ends, that is said.
 * While the actor runs, `pauseOnStop` holds the player: when the lightbox closes or moves
 * to another slide (the view goes, the actor stops) the video is paused. The element is
 * the view's (docs/decisions/0150); services read and pause it.
 */
export const videoPlayerMachine = setup({
  types: {} as {
    input: { video: ElementRef<HTMLVideoElement> };
    context: { video: ElementRef<HTMLVideoElement>; status: VideoStatus };
  },
  actors: {
    // Provided by the live wiring (services/videoPlayer).
    readPlayer: fromPromise<VideoStatus, { video: ElementRef<HTMLVideoElement> }>(() => new Promise(() => {})),
    pauseOnStop: fromCallback<{ type: 'never' }, { video: ElementRef<HTMLVideoElement> }>(() => {}),
  },
  actions: {
    // Provided by the live wiring (services/announcer).
    announce: (_, _params: { text: string }) => {},
  },
  guards: {
    endsNow: ({ context }, status: VideoStatus) => status === 'ended' && context.status !== 'ended',
  },
  delays: { videoPoll: TIMINGS.videoPoll },
}).createMachine({
  id: 'videoPlayer',
  context: ({ input }) => ({ video: input.video, status: 'ready' }),
  invoke: { src: 'pauseOnStop', input: ({ context }) => ({ video: context.video }) },
  initial: 'waiting',
  states: {
    waiting: { after: { videoPoll: 'reading' } },
    reading: {
      invoke: {
        id: 'readPlayer',
        src: 'readPlayer',
        input: ({ context }) => ({ video: context.video }),
        onDone: [
          {
            guard: { type: 'endsNow', params: ({ event }) => event.output },
            target: 'waiting',
            actions: [assign({ status: 'ended' }), { type: 'announce', params: { text: 'The video has ended.' } }],
          },
          { target: 'waiting', actions: assign({ status: ({ event }) => event.output }) },
        ],
        onError: 'waiting',
      },
    },
  },
});
