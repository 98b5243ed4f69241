import { Layout } from '../../ui/layout/Layout';
import { NewsletterForm } from '../../ui/newsletter/NewsletterForm';
import type { PageMap } from './types';

/** The newsletter sign-up on a page of its own: the footer links here, and it needs no JavaScript. */
export function NewsletterPage({ layout, form }: PageMap['newsletter']) {
  return (
    <Layout layout={layout}>
      <h1 className="page-title">Newsletter</h1>
      <p>New products and offers, once a month. This is a demo shop: no emails are sent.</p>
      <NewsletterForm action={form.action} idPrefix="newsletter" email={form.email} error={form.error} source="page" />
    </Layout>
  );
}
