import { ContentDocument } from '../../ui/content/ContentDocument';
import { Layout } from '../../ui/layout/Layout';
import type { PageMap } from './types';

/** A page made of page-builder content: the home page, the journal. */
export function ContentPage({ layout, document }: PageMap['content']) {
  return (
    <Layout layout={layout}>
      <ContentDocument document={document} />
    </Layout>
  );
}
