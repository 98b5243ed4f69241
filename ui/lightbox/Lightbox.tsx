import { type KeyboardEvent, useEffect, useId, useRef } from 'react';
import type { Slide } from '../../domain/actionLinks';

/**
 * The lightbox dialog: one slide of a slideshow, modal. It takes focus when it opens
 * (the gallery gives it back to the link on close); Escape closes, the arrow keys move
 * between slides, Tab stays inside. Slides arrive validated (domain/actionLinks):
 * images and hosted videos are same-origin, embeds only YouTube's no-cookie and Vimeo's player.
 */
export function Lightbox({
  slides,
  index,
  onNext,
  onPrev,
  onClose,
}: {
  slides: Slide[];
  index: number;
  onNext: () => void;
  onPrev: () => void;
  onClose: () => void;
}) {
  const titleId = useId();
  const dialog = useRef<HTMLDivElement>(null);
  useEffect(() => {
    dialog.current?.focus();
  }, []);
  const slide = slides[index];
  if (!slide) return null;
  const title = slide.title ?? (slide.type === 'image' ? 'Image' : 'Video');
  const several = slides.length > 1;

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === 'Escape') onClose();
    else if (event.key === 'ArrowRight' && several) onNext();
    else if (event.key === 'ArrowLeft' && several) onPrev();
    else if (event.key === 'Tab') keepFocusInside(event);
    else return;
    event.preventDefault();
  }

  return (
    <div
      className="lightbox"
      role="dialog"
      aria-modal="true"
      aria-labelledby={titleId}
      tabIndex={-1}
      ref={dialog}
      onKeyDown={onKeyDown}
    >
      <figure className="lightbox__frame">
        {slide.type === 'image' ? (
          <img className="lightbox__media" src={slide.src} alt={title} />
        ) : slide.videoType === 'hosted' ? (
          // biome-ignore lint/a11y/useMediaCaption: shop videos carry no caption track; the title names the video
          <video className="lightbox__media" src={slide.src} controls aria-labelledby={titleId} />
        ) : (
          <iframe
            className="lightbox__media"
            src={slide.src}
            title={title}
            allow="fullscreen; picture-in-picture"
            referrerPolicy="strict-origin-when-cross-origin"
          />
        )}
        <figcaption className="lightbox__caption">
          <h2 className="lightbox__title" id={titleId}>
            {title}
          </h2>
          {slide.type === 'image' && slide.description && <p className="lightbox__description">{slide.description}</p>}
          {several && (
            <p className="lightbox__counter">
              {index + 1} of {slides.length}
            </p>
          )}
        </figcaption>
      </figure>
      <div className="lightbox__controls">
        {several && (
          <button type="button" className="lightbox__prev" onClick={onPrev}>
            Previous
          </button>
        )}
        {several && (
          <button type="button" className="lightbox__next" onClick={onNext}>
            Next
          </button>
        )}
        <button type="button" className="lightbox__close" onClick={onClose}>
          Close
        </button>
      </div>
    </div>
  );
}

/** Tab and Shift+Tab cycle through the dialog's controls; focus never leaves a modal. */
function keepFocusInside(event: KeyboardEvent<HTMLDivElement>) {
  const controls = Array.from(event.currentTarget.querySelectorAll<HTMLElement>('button, iframe, video'));
  if (controls.length === 0) return;
  const at = controls.indexOf(document.activeElement as HTMLElement);
  const next = event.shiftKey ? (at <= 0 ? controls.length - 1 : at - 1) : (at + 1) % controls.length;
  controls[next]?.focus();
}
