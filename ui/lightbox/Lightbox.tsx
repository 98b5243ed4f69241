import { type KeyboardEvent, useId } from 'react';
import type { Slide } from '../../domain/actionLinks';
import { slideTitle } from '../../domain/slides';
import { Modal } from '../modal/Modal';
import { VideoSlide } from './VideoSlide';

/**
 * The lightbox: one slide of a slideshow in a modal dialog (ui/modal: focus in and back,
 * Escape and the close button close). The arrow keys move between slides. Slides arrive
 * validated (domain/actionLinks): images and hosted videos are same-origin, embeds
 * only YouTube's no-cookie and Vimeo's player.
 */
export function Lightbox({
  slides,
  index,
  returnFocusTo,
  onNext,
  onPrev,
  onClose,
}: {
  slides: Slide[];
  index: number;
  returnFocusTo?: HTMLElement | null;
  onNext: () => void;
  onPrev: () => void;
  onClose: () => void;
}) {
  const titleId = useId();
  const slide = slides[index];
  if (!slide) return null;
  const title = slideTitle(slide);
  const several = slides.length > 1;

  function onKeyDown(event: KeyboardEvent<HTMLDialogElement>) {
    if (!several) return;
    if (event.key === 'ArrowRight') onNext();
    else if (event.key === 'ArrowLeft') onPrev();
    else return;
    event.preventDefault();
  }

  return (
    <Modal
      className="lightbox"
      labelledBy={titleId}
      returnFocusTo={returnFocusTo}
      onClose={onClose}
      onKeyDown={onKeyDown}
    >
      <figure className="lightbox__frame">
        {slide.type === 'image' ? (
          <img className="lightbox__media" src={slide.src} alt={title} />
        ) : slide.videoType === 'hosted' ? (
          <VideoSlide src={slide.src} labelledBy={titleId} />
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
      {several && (
        <div className="lightbox__controls">
          <button type="button" className="lightbox__prev" onClick={onPrev}>
            Previous
          </button>
          <button type="button" className="lightbox__next" onClick={onNext}>
            Next
          </button>
        </div>
      )}
    </Modal>
  );
}
