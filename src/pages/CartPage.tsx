import { CartPageContents } from '../../ui/cart/CartPageContents';
import { ProductCard } from '../../ui/catalogue/ProductCard';
import { Layout } from '../../ui/layout/Layout';
import type { PageMap } from './types';

export function CartPage({ layout, cart, crossSells }: PageMap['cart']) {
  return (
    <Layout layout={layout}>
      <h1 className="page-title">Cart</h1>
      <CartPageContents cart={cart} />
      {crossSells.length > 0 && (
        <section className="cross-sells" aria-labelledby="cross-sells-heading">
          <h2 id="cross-sells-heading">You may be interested in…</h2>
          <ul className="products">
            {crossSells.map((p) => (
              <ProductCard key={p.id} product={p} headingLevel={3} />
            ))}
          </ul>
        </section>
      )}
    </Layout>
  );
}
