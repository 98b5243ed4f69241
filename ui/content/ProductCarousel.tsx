import { slideLabel } from '../../domain/carousel';
import { ProductCardContents, productCardClass } from '../catalogue/ProductCard';
import { Island } from '../Island';
import { CarouselControls } from './CarouselControls';
import type { ProductCarouselView } from './types';

/**
 * Products in a carousel (docs/decisions/0242): a region named by its heading, each slide
 * a group named "n of m". The server's markup is a list that scrolls sideways with scroll
 * snapping, which is the whole widget without JavaScript; with it, the controls' island
 * runs Embla over the same markup and adds previous and next buttons.
 */
export function ProductCarousel({ id, view }: { id: string; view: ProductCarouselView }) {
  const total = view.products.length;
  if (total === 0) return null;
  const headingId = `carousel-${id}-heading`;
  const trackId = `carousel-${id}-slides`;
  const { desktop, tablet, mobile } = view.slidesToShow;
  return (
    <section
      className={`carousel carousel--desktop-${desktop} carousel--tablet-${tablet} carousel--mobile-${mobile}`}
      aria-roledescription="carousel"
      aria-labelledby={headingId}
      data-carousel=""
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
        <Island name="CarouselControls" component={CarouselControls} props={{ slideCount: total, trackId }} />
      </div>
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
    </section>
  );
}
