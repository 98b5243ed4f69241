import { AddToCartButton } from '../cart/AddToCartButton';
import { Price } from './Price';
import type { ProductCardView } from './types';

/** `headingLevel`: 2 on a listing, 3 where the cards sit under a section's own h2 (cross-sells). */
export function ProductCard({ product, headingLevel = 2 }: { product: ProductCardView; headingLevel?: 2 | 3 }) {
  const Title = headingLevel === 3 ? 'h3' : 'h2';
  return (
    <li className={`product-card${product.inStock ? '' : ' product-card--out-of-stock'}`}>
      <a className="product-card__link" href={product.url}>
        <img src={product.image} alt="" width={300} height={300} loading="lazy" decoding="async" />
        {product.onSale && <span className="badge badge--sale">Sale!</span>}
        <Title className="product-card__title">{product.name}</Title>
      </a>
      <Price price={product.price} />
      {!product.inStock && <p className="stock stock--out">Out of stock</p>}
      <AddToCartButton view={product.addToCart} />
    </li>
  );
}
