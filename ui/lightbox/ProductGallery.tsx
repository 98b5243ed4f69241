import { type MouseEvent, useRef } from 'react';
import { isPlainClick } from '../../domain/clicks';
import { useMachines } from '../machines-context';
import { useHydrated } from '../useHydrated';
import { useWidget } from '../useWidget';
import { LightboxOf } from './LightboxActor';
import type { GalleryImage } from './types';

/**
 * A product's pictures as thumbnails, each an in-page action link. The server renders
 * each as a plain link to the full-size picture, so it works without JavaScript; once
 * hydrated, each link's href becomes its lightbox action link and a click opens the
 * lightbox on every link of the page sharing its slideshow (docs/decisions/0090).
 */
export function ProductGallery({ images }: { images: GalleryImage[] }) {
  const { lightbox } = useMachines();
  const actor = useWidget(lightbox, { pageWide: false });
  const hydrated = useHydrated();
  // Focus goes back to the link that opened the lightbox, even where a click does not focus a link.
  const opener = useRef<HTMLAnchorElement | null>(null);

  function onClick(event: MouseEvent<HTMLAnchorElement>) {
    if (!isPlainClick(event)) return;
    // A link the rules refuse does nothing rather than navigate to its hash.
    event.preventDefault();
    opener.current = event.currentTarget;
    actor.send({ type: 'OPEN_LINK', href: event.currentTarget.getAttribute('href') ?? '' });
  }

  return (
    <>
      <ul className="product-gallery" aria-label="Product pictures">
        {images.map((image) => (
          <li key={image.href} className="product-gallery__item">
            <a
              className={`product-gallery__link${image.poster ? ' product-gallery__link--video' : ''}`}
              href={hydrated ? image.action : image.href}
              data-action-href={image.action}
              onClick={onClick}
            >
              <img
                src={image.poster ?? image.href}
                alt={image.poster ? `Play video: ${image.title}` : `Enlarge: ${image.title}`}
                width={80}
                height={80}
                loading="lazy"
              />
            </a>
          </li>
        ))}
      </ul>
      <LightboxOf actor={actor} opener={opener} />
    </>
  );
}
