import { useSelector } from '@xstate/react';
import { useRef } from 'react';
import { captionsOf } from '../../domain/slides';
import type { VideoStatus } from '../../machines/videoPlayer';
import { useMachines } from '../machines-context';
import { useWidget } from '../useWidget';

const STATUS: Record<VideoStatus, string> = {
  ready: 'Press play to start the video.',
  playing: 'Playing.',
  paused: 'Paused.',
  ended: 'The video has ended.',
};

/**
 * A hosted video of the lightbox: the browser's own player, with its caption track when
 * the shop has one, and what the player is doing under it (the videoPlayer machine reads
 * it every 350 ms and pauses the video when this slide goes).
 */
export function VideoSlide({ src, labelledBy }: { src: string; labelledBy: string }) {
  const { videoPlayer } = useMachines();
  // Kept after the element goes, so the player can still be paused as the slide closes.
  const video = useRef<HTMLVideoElement | null>(null);
  const actor = useWidget(videoPlayer, { video });
  const status = useSelector(actor, (s) => s.context.status);
  const captions = captionsOf(src);
  return (
    <div className="lightbox__video">
      {/* biome-ignore lint/a11y/useMediaCaption: the caption track comes whenever the shop has one (captionsOf) */}
      <video
        className="lightbox__media"
        src={src}
        controls
        preload="metadata"
        aria-labelledby={labelledBy}
        ref={(element) => {
          if (element) video.current = element;
        }}
      >
        {captions && <track kind="captions" src={captions} srcLang="en" label="English" default />}
      </video>
      <p className="lightbox__video-status">{STATUS[status]}</p>
    </div>
  );
}
