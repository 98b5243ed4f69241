import { ContentDocument } from '../../ui/content/ContentDocument';
import { ArchiveProductsOf, ArchiveTitleOf } from '../../ui/content/FrameWidgets';
import { FrameContext } from '../../ui/content/frame';
import { Layout } from '../../ui/layout/Layout';
import type { PageMap } from './types';

/** The shop listing and the category listings, framed by the product-archive template when there is one. */
export function ShopPage({ layout, listing, archive }: PageMap['shop']) {
  return (
    <Layout layout={layout}>
      {archive ? (
        <FrameContext.Provider value={{ layout, listing }}>
          <ContentDocument document={archive} />
        </FrameContext.Provider>
      ) : (
        <>
          <ArchiveTitleOf listing={listing} />
          <ArchiveProductsOf layout={layout} listing={listing} />
        </>
      )}
    </Layout>
  );
}
