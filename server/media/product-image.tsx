/** @jsxRuntime automatic */
/** @jsxImportSource react */
// The pragmas make this file render the same under tsx, Vite and tsc whatever `jsx` setting is in force.
import { hash } from 'node:crypto';
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';

/** Change it whenever the drawing changes: every picture's URL changes with it. */
const DRAWING_REVISION = '1';

/**
 * The version in a drawn picture's URL (`/media/products/<slug>.<version>.svg`): what the
 * picture is drawn from that a shop can change (its name; the slug is in the URL already).
 * A URL whose version is current is sent as immutable for a year (decision 0161).
 */
export function drawnPictureVersion(slug: string, name: string): string {
  // One call, no Hash object: every product card on every page asks.
  return hash('sha256', `${DRAWING_REVISION}\n${slug}\n${name}`, 'base64url').slice(0, 10);
}

export interface ProductImageInput {
  slug: string;
  name: string;
  /** Category slug or name, e.g. "mugs" or "Mugs"; unknown categories get a plain box. */
  category: string;
  /** Which view: 1 the front (default), 2 the side (mirrored, other backdrop), 3 a close-up. */
  view?: ProductImageView;
}

export const PRODUCT_IMAGE_VIEWS = [1, 2, 3] as const;
export type ProductImageView = (typeof PRODUCT_IMAGE_VIEWS)[number];

/** A placeholder product picture: a standalone 400x400 SVG document, the same for the same input. */
export function renderProductImageSvg(input: ProductImageInput): string {
  const view = input.view ?? 1;
  const hue = (hashString(input.slug) + (view === 2 ? 40 : 0)) % 360;
  const transform =
    view === 2 ? 'translate(400 0) scale(-1 1)' : view === 3 ? 'translate(-120 -110) scale(1.6)' : undefined;
  const ink = `hsl(${hue},45%,28%)`;
  return renderToStaticMarkup(
    <svg
      xmlns="http://www.w3.org/2000/svg"
      viewBox="0 0 400 400"
      width="400"
      height="400"
      role="img"
      aria-label={input.name}
    >
      <rect width="400" height="400" fill={`hsl(${hue},55%,86%)`} />
      <g
        fill={`hsl(${(hue + 180) % 360},40%,96%)`}
        stroke={ink}
        strokeWidth="8"
        strokeLinejoin="round"
        transform={transform}
      >
        {shapeFor(input.category.toLowerCase(), ink)}
      </g>
      <text x="200" y="360" textAnchor="middle" fontFamily="system-ui,sans-serif" fontSize="24" fill={ink}>
        {input.name}
      </text>
    </svg>,
  );
}

function shapeFor(category: string, ink: string): ReactElement {
  if (category.includes('mug')) {
    return (
      <>
        <path d="M250 150h20a35 35 0 0 1 0 70h-20" fill="none" />
        <rect x="130" y="120" width="120" height="150" rx="14" />
      </>
    );
  }
  if (category.includes('notebook')) {
    return (
      <>
        <rect x="125" y="80" width="150" height="200" rx="8" />
        <line x1="155" y1="80" x2="155" y2="280" />
        <rect x="240" y="80" width="14" height="200" fill={ink} stroke="none" />
      </>
    );
  }
  if (category.includes('poster')) {
    return (
      <>
        <rect x="110" y="70" width="180" height="230" />
        <rect x="135" y="95" width="130" height="180" fill="none" strokeWidth="4" />
        <path d="M145 260l45-60 30 35 20-20 25 45z" fill={ink} stroke="none" />
      </>
    );
  }
  if (category.includes('plant')) {
    return (
      <>
        <path d="M200 200c-60-10-80-60-60-110 50 10 70 60 60 110zM200 200c50-20 90-10 100 30-50 15-85 0-100-30z" />
        <path d="M145 200h110l-15 90h-80z" />
      </>
    );
  }
  if (category.includes('lamp')) {
    return (
      <>
        <line x1="200" y1="170" x2="200" y2="280" />
        <path d="M150 170l25-90h50l25 90z" />
        <rect x="150" y="280" width="100" height="16" rx="6" />
      </>
    );
  }
  if (category.includes('textile')) {
    return (
      <>
        <path d="M100 240l100-40 100 40-100 40z" />
        <path d="M100 200l100-40 100 40-100 40z" />
        <path d="M100 160l100-40 100 40-100 40z" />
      </>
    );
  }
  return <rect x="130" y="110" width="140" height="160" rx="10" />;
}

function hashString(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}
