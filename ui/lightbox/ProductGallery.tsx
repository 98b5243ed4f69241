import { useMachine } from '@xstate/react';
import { type MouseEvent, useEffect, useRef, useState } from 'react';
import { gatherSlides, parseActionHref } from '../../domain/actionLinks';
import { useActorOptions } from '../actor-options-context';
import { useMachines } from '../machines-context';
import { Lightbox } from './Lightbox';
import type { GalleryImage } from './types';

/**
 * A product's pictures as thumbnails (spec section 2, in-page action links). The server
 * renders each as a plain link to the full-size picture, so it works without JavaScript;
 * once hydrated, each link's href becomes its lightbox action link and a click opens the
 * lightbox on every link of the page sharing its slideshow (docs/decisions/0090).
 */
export function ProductGallery({ images }: { images: GalleryImage[] }) {
  const { lightbox } = useMachines();
  const [state, send] = useMachine(lightbox, useActorOptions());
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);

  // Focus goes back to the link that opened the lightbox when it closes.
  const opener = useRef<HTMLAnchorElement | null>(null);
  const isOpen = state.matches('open');
  const wasOpen = useRef(false);
  useEffect(() => {
    if (wasOpen.current && !isOpen) opener.current?.focus();
    wasOpen.current = isOpen;
  }, [isOpen]);

  function onClick(event: MouseEvent<HTMLAnchorElement>) {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const links = Array.from(document.querySelectorAll<HTMLAnchorElement>('a[href]')).filter(
      (a) => parseActionHref(a.getAttribute('href') ?? '') !== null,
    );
    const found = gatherSlides(
      links.map((a) => a.getAttribute('href') ?? ''),
      links.indexOf(event.currentTarget),
      window.location.origin,
    );
    // A link the rules refuse does nothing rather than navigate to its hash.
    event.preventDefault();
    if (!found) return;
    opener.current = event.currentTarget;
    send({ type: 'OPEN', ...found });
  }

  return (
    <>
      <ul className="product-gallery" aria-label="Product pictures">
        {images.map((image) => (
          <li key={image.href} className="product-gallery__item">
            <a
              className="product-gallery__link"
              href={hydrated ? image.action : image.href}
              data-action-href={image.action}
              onClick={onClick}
            >
              <img src={image.href} alt={`Enlarge: ${image.title}`} width={80} height={80} loading="lazy" />
            </a>
          </li>
        ))}
      </ul>
      {isOpen && (
        <Lightbox
          slides={state.context.slides}
          index={state.context.index}
          onNext={() => send({ type: 'NEXT' })}
          onPrev={() => send({ type: 'PREV' })}
          onClose={() => send({ type: 'CLOSE' })}
        />
      )}
    </>
  );
}
