import { Layout } from '../../ui/layout/Layout';
import type { PageMap } from './types';

/** What a shopper reads when the shop cannot answer: never a framework's error body. */
export function ServerErrorPage({ layout, reason }: PageMap['serverError']) {
  return (
    <Layout layout={layout}>
      {reason === 'unavailable' ? (
        <>
          <h1 className="page-title">We’ll be right back</h1>
          <p>The shop is briefly unavailable. Please try again in a moment: your cart is safe.</p>
        </>
      ) : (
        <>
          <h1 className="page-title">Something went wrong</h1>
          <p>Something went wrong on our side. Please try again.</p>
        </>
      )}
      <p>
        <a className="button" href={layout.currentPath}>
          Try again
        </a>
      </p>
    </Layout>
  );
}
