import { Layout } from '../../ui/layout/Layout';
import type { PageMap } from './types';

export function NotFoundPage({ layout }: PageMap['notFound']) {
  return (
    <Layout layout={layout}>
      <h1 className="page-title">Page not found</h1>
      <p>Nothing was found at this address. It may have moved, or the link may be mistyped.</p>
      <p>
        <a className="button" href="/shop/">
          Browse all products
        </a>
      </p>
    </Layout>
  );
}
