import { ListingFilter } from '../catalogue/ListingFilter';
import { ListingRegion } from '../catalogue/ListingRegion';
import type { ListingView } from '../catalogue/types';
import { Island } from '../Island';
import { Kept } from '../Kept';
import { FooterContents } from '../layout/Footer';
import { HeaderContents } from '../layout/Header';
import type { LayoutData } from '../layout/types';
import { useFrame } from './frame';

/** The header template's site header: title, menu, account link, mini-cart. */
export function SiteHeader() {
  const { layout } = useFrame();
  return layout ? <HeaderContents layout={layout} /> : null;
}

/** The footer template's fixed line (and the 'coming soon' banner when due). */
export function SiteFooter() {
  const { layout } = useFrame();
  if (!layout) return null;
  const { shopName, comingSoonBanner } = layout;
  return (
    <Kept name="Footer" input={{ shopName, comingSoonBanner }}>
      <FooterContents shopName={shopName} comingSoonBanner={comingSoonBanner} />
    </Kept>
  );
}

/** A product archive's title and description. */
export function ArchiveTitle() {
  const { listing } = useFrame();
  return listing ? <ArchiveTitleOf listing={listing} /> : null;
}

/** A product archive's tag filter and listing (result count, sort, products, pages). */
export function ArchiveProducts() {
  const { layout, listing } = useFrame();
  return layout && listing ? <ArchiveProductsOf layout={layout} listing={listing} /> : null;
}

export function ArchiveTitleOf({ listing }: { listing: ListingView }) {
  return (
    <>
      <h1 className="page-title">{listing.heading}</h1>
      {listing.description && <p className="term-description">{listing.description}</p>}
    </>
  );
}

export function ArchiveProductsOf({ layout, listing }: { layout: LayoutData; listing: ListingView }) {
  return (
    <>
      {listing.filter.choices.length > 0 && (
        <Kept name="ListingFilter" input={listing.filter}>
          <Island name="ListingFilter" component={ListingFilter} props={listing.filter} />
        </Kept>
      )}
      <ListingRegion listing={listing} action={layout.currentPath} />
    </>
  );
}
