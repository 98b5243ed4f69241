import type { HeroView } from './types';

/** A banner: heading, a line of text, calls to action and a picture beside them (above them on phones). */
export function Hero({ view }: { view: HeroView }) {
  const Heading = view.tag;
  return (
    <div className="hero">
      <div className="hero__text">
        <Heading className="hero__heading">{view.heading}</Heading>
        {view.text && <p className="hero__lead">{view.text}</p>}
        {(view.primary || view.secondary) && (
          <p className="hero__actions">
            {view.primary && (
              <a className="button" href={view.primary.href}>
                {view.primary.label}
              </a>
            )}
            {view.secondary && (
              <a className="button button--secondary" href={view.secondary.href}>
                {view.secondary.label}
              </a>
            )}
          </p>
        )}
      </div>
      {view.image && (
        <img
          className="hero__image"
          src={view.image.src}
          alt={view.image.alt}
          width={400}
          height={400}
          fetchPriority="high"
        />
      )}
    </div>
  );
}
