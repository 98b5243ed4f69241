import { AddToCartButton } from '../cart/AddToCartButton';
import { Price } from './Price';
import type { ProductCardView } from './types';

/** The card's own class: an out-of-stock product's card is greyed. */
export const productCardClass = (product: ProductCardView) =>
  `product-card${product.inStock ? '' : ' product-card--out-of-stock'}`;

/**
 * A product in a listing's grid. `headingLevel`: 2 on a listing, 3 under a section's own h2
 * (cross-sells). `priority`: the card is in the listing's first row, whose picture is the
 * page's largest paint: loaded at once and first, not lazily (docs/decisions/0286).
 */
export function ProductCard({
  product,
  headingLevel = 2,
  priority = false,
}: {
  product: ProductCardView;
  headingLevel?: 2 | 3;
  priority?: boolean;
}) {
  return (
    <li className={productCardClass(product)}>
      <ProductCardContents product={product} titleTag={headingLevel === 3 ? 'h3' : 'h2'} priority={priority} />
    </li>
  );
}

/**
 * What a product card shows, inside whatever holds it (a listing's item, a carousel's
 * slide). `titleTag`: the title's level under the heading the card sits below.
 */
export function ProductCardContents({
  product,
  titleTag: Title = 'h2',
  priority = false,
}: {
  product: ProductCardView;
  titleTag?: 'h2' | 'h3';
  priority?: boolean;
}) {
  return (
    <>
      <a className="product-card__link" href={product.url}>
        {priority ? (
          <img src={product.image} alt="" width={300} height={300} fetchPriority="high" />
        ) : (
          <img src={product.image} alt="" width={300} height={300} loading="lazy" decoding="async" />
        )}
        {product.onSale && <span className="badge badge--sale">Sale!</span>}
        <Title className="product-card__title">{product.name}</Title>
      </a>
      <Price price={product.price} />
      {!product.inStock && <p className="stock stock--out">Out of stock</p>}
      <AddToCartButton view={product.addToCart} />
    </>
  );
}
