import type { VideoStatus } from '../machines/videoPlayer';

/** What a `<video>` is doing, read from its API; a missing element has not started. */
export function readVideo(video: HTMLVideoElement | null): VideoStatus {
  if (!video) return 'ready';
  if (video.ended) return 'ended';
  if (!video.paused) return 'playing';
  return video.played.length > 0 || video.currentTime > 0 ? 'paused' : 'ready';
}

/** Pauses the video if it is playing (the lightbox closed or moved on). */
export function pauseVideo(video: HTMLVideoElement | null): void {
  if (video && !video.paused) video.pause();
}
