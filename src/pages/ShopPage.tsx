import { ListingFilter } from '../../ui/catalogue/ListingFilter';
import { ListingRegion } from '../../ui/catalogue/ListingRegion';
import { Island } from '../../ui/Island';
import { Layout } from '../../ui/layout/Layout';
import type { PageMap } from './types';

/** The shop listing and the category listings. */
export function ShopPage({ layout, listing }: PageMap['shop']) {
  return (
    <Layout layout={layout}>
      <h1 className="page-title">{listing.heading}</h1>
      {listing.description && <p className="term-description">{listing.description}</p>}
      {listing.filter.choices.length > 0 && (
        <Island name="ListingFilter" component={ListingFilter} props={listing.filter} />
      )}
      <ListingRegion listing={listing} action={layout.currentPath} />
    </Layout>
  );
}
