import { Layout } from '../../ui/layout/Layout';
import type { PageMap } from './types';

/** What a shopper reads when the shop cannot answer: never a framework's error body. */
const HEADINGS: Record<PageMap['serverError']['reason'], [heading: string, text: string]> = {
  unavailable: [
    'We’ll be right back',
    'The shop is briefly unavailable. Please try again in a moment: your cart is safe.',
  ],
  error: ['Something went wrong', 'Something went wrong on our side. Please try again.'],
  bad_request: ['We could not read that request', 'The address or the form was not what the shop expects.'],
  cross_site: ['Nothing was changed', 'This form was sent from another website, so the shop did not act on it.'],
};

/** What a shopper reads when the shop cannot answer: never a framework's error body. */
export function ServerErrorPage({ layout, reason, detail }: PageMap['serverError']) {
  const [heading, text] = HEADINGS[reason];
  return (
    <Layout layout={layout}>
      <h1 className="page-title">{heading}</h1>
      <p>{text}</p>
      {detail && <p>{detail}</p>}
      <p>
        {reason === 'unavailable' || reason === 'error' ? (
          <a className="button" href={layout.currentPath}>
            Try again
          </a>
        ) : (
          <a className="button" href="/shop/">
            Browse all products
          </a>
        )}
      </p>
    </Layout>
  );
}
