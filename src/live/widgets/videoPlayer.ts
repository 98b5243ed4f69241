import { fromCallback, fromPromise } from 'xstate';
import { videoPlayerMachine } from '../../../machines/videoPlayer';
import { announce } from '../../../services/announcer';
import { pauseVideo, readVideo } from '../../../services/videoPlayer';

/** The lightbox's video player, read through the element's API; paused when it goes. */
export const liveVideoPlayer = () =>
  videoPlayerMachine.provide({
    actors: {
      readPlayer: fromPromise(async ({ input }) => readVideo(input.video.current)),
      pauseOnStop: fromCallback(
        ({ input }) =>
          () =>
            pauseVideo(input.video.current),
      ),
    },
    actions: { announce: (_, { text }) => announce(text) },
  });

export default liveVideoPlayer;
