import { AddToCartForm } from '../../ui/cart/AddToCartForm';
import { Price } from '../../ui/catalogue/Price';
import { Island } from '../../ui/Island';
import { Layout } from '../../ui/layout/Layout';
import { ProductGallery } from '../../ui/lightbox/ProductGallery';
import { ProductReviews } from '../../ui/reviews/ProductReviews';
import { ShareButtonsWidget } from '../../ui/share/ShareButtons';
import type { PageMap } from './types';

export function ProductPage({ layout, product, reviews, share }: PageMap['product']) {
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
        <div className="product__pictures">
          {/* The first screen's largest picture: fetched before the page's scripts (docs/decisions/0308). */}
          <img
            className="product__image"
            src={product.image}
            alt={product.name}
            width={400}
            height={400}
            fetchPriority="high"
          />
          {product.gallery.length > 1 && (
            <Island name="ProductGallery" component={ProductGallery} props={{ images: product.gallery }} />
          )}
        </div>
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
              <Island
                name="AddToCartForm"
                component={AddToCartForm}
                props={{
                  productId: product.id,
                  maxQuantity: product.maxQuantity,
                  action: product.formAction,
                  ...(product.addToCart.success_message ? { success_message: product.addToCart.success_message } : {}),
                  config: {
                    cart_url: layout.config.cart_url,
                    cart_redirect_after_add: layout.config.cart_redirect_after_add,
                    is_cart: layout.config.is_cart,
                    i18n_view_cart: layout.config.i18n_view_cart,
                  },
                }}
              />
            )
          )}
          <p className="product__meta">
            SKU: {product.sku}
            {product.tags.length > 0 && <> · Tags: {product.tags.join(', ')}</>}
          </p>
          <ShareButtonsWidget id="product" view={share} />
        </div>
      </article>
      <section className="product__description" aria-labelledby="description-heading">
        <h2 id="description-heading">Description</h2>
        <p>{product.description}</p>
      </section>
      <Island name="ProductReviews" component={ProductReviews} props={{ reviews }} />
    </Layout>
  );
}
