import { CartPageContents } from '../../ui/cart/CartPageContents';
import { ProductCard } from '../../ui/catalogue/ProductCard';
import { Layout } from '../../ui/layout/Layout';
import type { PageMap } from './types';

/** Cross-sells in a phone's first row (two columns): with a short cart they are on the first screen, and their picture is its largest paint. */
const FIRST_ROW_ON_A_PHONE = 2;

export function CartPage({ layout, cart, crossSells }: PageMap['cart']) {
  return (
    <Layout layout={layout}>
      <h1 className="page-title">Cart</h1>
      <CartPageContents cart={cart} />
      {crossSells.length > 0 && (
        <section className="cross-sells" aria-labelledby="cross-sells-heading">
          <h2 id="cross-sells-heading">You may be interested in…</h2>
          <ul className="products">
            {crossSells.map((p, i) => (
              <ProductCard key={p.id} product={p} headingLevel={3} priority={i < FIRST_ROW_ON_A_PHONE} />
            ))}
          </ul>
        </section>
      )}
    </Layout>
  );
}
