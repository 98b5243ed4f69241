import { AddToCartButton } from '../cart/AddToCartButton';
import { Price } from './Price';
import type { ProductCardView } from './types';

export function ProductCard({ product }: { product: ProductCardView }) {
  return (
    <li className={`product-card${product.inStock ? '' : ' product-card--out-of-stock'}`}>
      <a className="product-card__link" href={product.url}>
        <img src={product.image} alt="" width={300} height={300} loading="lazy" decoding="async" />
        {product.onSale && <span className="badge badge--sale">Sale!</span>}
        <h2 className="product-card__title">{product.name}</h2>
      </a>
      <Price price={product.price} />
      {!product.inStock && <p className="stock stock--out">Out of stock</p>}
      <AddToCartButton view={product.addToCart} />
    </li>
  );
}
