import { slideLabel } from '../../domain/carousel';
import { ProductCardContents, productCardClass } from '../catalogue/ProductCard';
import { Island } from '../Island';
import { CarouselControls } from './CarouselControls';
import { REFRESH_SUMMARY, TermFilterRegion } from './TermFilter';
import type { ProductCarouselView } from './types';

/**
 * Products in a carousel (docs/decisions/0242): a region named by its heading, each slide
 * a group named "n of m". The server's markup is a list that scrolls sideways with scroll
 * snapping, which is the whole widget without JavaScript; with it, the controls' island
 * runs Embla over the same markup and adds previous and next buttons.
 *
 * With a taxonomy filter (docs/decisions/0252) the term links sit under the heading, and
 * the slides with their count and controls are the part a filter refresh replaces, so the
 * controls start again (or not, under 2 slides) over the new slides.
 */
export function ProductCarousel({ id, view }: { id: string; view: ProductCarouselView }) {
  const total = view.products.length;
  if (total === 0 && !view.filter) return null;
  const headingId = `carousel-${id}-heading`;
  const trackId = `carousel-${id}-slides`;
  const { desktop, tablet, mobile } = view.slidesToShow;
  const controls = total > 0 && (
    <Island name="CarouselControls" component={CarouselControls} props={{ slideCount: total, trackId }} />
  );
  const slides = total > 0 && (
    <div className="carousel__viewport" data-carousel-viewport="">
      <div className="carousel__track" id={trackId}>
        {view.products.map((product, i) => (
          // A slide is a group, as the carousel pattern of WAI-ARIA's practices has it: a fieldset groups form controls.
          // biome-ignore lint/a11y/useSemanticElements: see above
          <div
            key={product.id}
            className="carousel__slide"
            role="group"
            aria-roledescription="slide"
            aria-label={slideLabel(i + 1, total)}
          >
            <div className={productCardClass(product)}>
              <ProductCardContents product={product} titleTag="h3" />
            </div>
          </div>
        ))}
      </div>
    </div>
  );
  return (
    <section
      className={`carousel carousel--desktop-${desktop} carousel--tablet-${tablet} carousel--mobile-${mobile}`}
      aria-roledescription="carousel"
      aria-labelledby={headingId}
      data-carousel={view.filter ? undefined : ''}
    >
      <div className="carousel__head">
        <h2 id={headingId} className="content-heading">
          {view.heading}
        </h2>
        {view.more && (
          <a className="carousel__more" href={view.more.href}>
            {view.more.label}
          </a>
        )}
        {!view.filter && controls}
      </div>
      {view.filter ? (
        <>
          <TermFilterRegion filter={view.filter} />
          <div className="carousel__body" data-carousel="" data-listing-region={view.filter.widgetId}>
            <div className="carousel__bar">
              <p className="carousel__count" {...REFRESH_SUMMARY}>
                {view.resultCount}
              </p>
              {controls}
            </div>
            {slides}
          </div>
        </>
      ) : (
        slides
      )}
    </section>
  );
}
