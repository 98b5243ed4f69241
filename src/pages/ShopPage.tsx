import { Pagination } from '../../ui/catalogue/Pagination';
import { ProductCard } from '../../ui/catalogue/ProductCard';
import { ResultCount } from '../../ui/catalogue/ResultCount';
import { SortForm } from '../../ui/catalogue/SortForm';
import { Island } from '../../ui/Island';
import { Layout } from '../../ui/layout/Layout';
import type { PageMap } from './types';

/** The shop listing and the category listings (spec section 2, product listing). */
export function ShopPage({ layout, listing }: PageMap['shop']) {
  return (
    <Layout layout={layout}>
      <h1 className="page-title">{listing.heading}</h1>
      {listing.description && <p className="term-description">{listing.description}</p>}
      <div className="listing-toolbar">
        <Island name="ResultCount" component={ResultCount} props={{ text: listing.resultCount }} />
        <Island
          name="SortForm"
          component={SortForm}
          props={{
            action: layout.currentPath,
            orderby: listing.orderby,
            options: listing.sortOptions,
            keepParams: listing.keepParams,
          }}
        />
      </div>
      <ul className="products">
        {listing.products.map((p) => (
          <ProductCard key={p.id} product={p} />
        ))}
      </ul>
      <Pagination pagination={listing.pagination} />
    </Layout>
  );
}
