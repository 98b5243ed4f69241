import { Price } from '../../ui/catalogue/Price';
import { Layout } from '../../ui/layout/Layout';
import type { PageMap } from './types';

export function ProductPage({ layout, product }: PageMap['product']) {
  return (
    <Layout layout={layout}>
      <nav className="breadcrumb" aria-label="Breadcrumb">
        <a href="/shop/">Shop</a>
        {product.categories.map((c) => (
          <span key={c.slug}>
            {' / '}
            <a href={c.url}>{c.name}</a>
          </span>
        ))}
      </nav>
      <article className="product">
        <img className="product__image" src={product.image} alt={product.name} width={400} height={400} />
        <div className="product__summary">
          <h1 className="product__title">{product.name}</h1>
          <p className="product__price">
            <Price price={product.price} />
          </p>
          <p className="product__short">{product.shortDescription}</p>
          <p className={`stock ${product.inStock ? 'stock--in' : 'stock--out'}`}>{product.stockText}</p>
          {product.type === 'variable' ? (
            <p className="product__choice">
              This product comes in several options; choosing one is not available in this demo shop yet.
            </p>
          ) : (
            product.inStock && (
              <form className="cart" method="post" action={product.formAction}>
                <label htmlFor="quantity">Quantity</label>
                <input
                  id="quantity"
                  className="qty"
                  type="number"
                  name="quantity"
                  min={1}
                  max={product.maxQuantity}
                  step={1}
                  defaultValue={1}
                  inputMode="numeric"
                />
                <button type="submit" name="add-to-cart" value={product.id} className="button">
                  Add to cart
                </button>
              </form>
            )
          )}
          <p className="product__meta">
            SKU: {product.sku}
            {product.tags.length > 0 && <> · Tags: {product.tags.join(', ')}</>}
          </p>
        </div>
      </article>
      <section className="product__description" aria-labelledby="description-heading">
        <h2 id="description-heading">Description</h2>
        <p>{product.description}</p>
      </section>
    </Layout>
  );
}
