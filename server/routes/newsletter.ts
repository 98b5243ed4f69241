import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { NEWSLETTER_FIELDS, normalizeEmail } from '../../domain/fields';
import { NEWSLETTER_MESSAGES, NEWSLETTER_URL, type NewsletterAnswer } from '../../domain/newsletter';
import type { Notice } from '../../domain/notice';
import type { NewsletterFormView } from '../../ui/newsletter/types';
import { parseForm } from '../accounts/forms';
import { NEWSLETTER_WINDOW_MINUTES, newsletterRepository } from '../newsletter/repository';
import { setFlash } from '../notices/flash';
import { layoutFor } from '../views/layout';

const Source = z.enum(['popup', 'page']).catch('page');

/**
 * The newsletter sign-up: GET shows its page, POST signs an address up. A form post (the
 * page's form, or the popup's without its script) gets pages: back to the page with a
 * thank-you notice (303), or the page again with the error beside the field (422) or a
 * notice (429). A request that accepts JSON (the popup) gets `{ message, field? }` with the
 * same statuses. No nonce: the form is on pages shared by every visitor, the sign-up
 * reads no session, and another site's form is refused by the cross-site check; the
 * throttle per address is what limits it (docs/decisions/0215).
 */
export async function newsletterRoutes(app: FastifyInstance) {
  const { shop } = app;
  const list = newsletterRepository(shop.db);

  async function render(
    request: FastifyRequest,
    reply: FastifyReply,
    form: Omit<NewsletterFormView, 'action'>,
    opts: { status?: number; notices?: Notice[] } = {},
  ) {
    const layout = await layoutFor(shop, request, reply, { currentPath: NEWSLETTER_URL, notices: opts.notices ?? [] });
    return reply.page(
      'newsletter',
      { layout, form: { action: NEWSLETTER_URL, ...form } },
      { title: `Newsletter – ${shop.settings.name}` },
      opts.status,
    );
  }

  app.get(NEWSLETTER_URL, (request, reply) => render(request, reply, { email: '' }));

  app.post(NEWSLETTER_URL, async (request, reply) => {
    const json = request.headers.accept?.includes('application/json') === true;
    const answer = (status: number, body: NewsletterAnswer) => reply.status(status).send(body);
    const body = (request.body && typeof request.body === 'object' ? request.body : {}) as Record<string, unknown>;
    const form = parseForm(NEWSLETTER_FIELDS, body);
    if (!form.ok) {
      const error = form.errors.email ?? NEWSLETTER_MESSAGES.failed;
      if (json) return answer(422, { message: error, field: 'email' });
      return render(request, reply, { email: form.values.email ?? '', error }, { status: 422 });
    }
    const result = await list.signUp(normalizeEmail(form.values.email), Source.parse(body.source), request.ip);
    if (result === 'throttled') {
      reply.header('retry-after', String(NEWSLETTER_WINDOW_MINUTES * 60));
      if (json) return answer(429, { message: NEWSLETTER_MESSAGES.throttled });
      const notices: Notice[] = [{ kind: 'error', text: NEWSLETTER_MESSAGES.throttled }];
      return render(request, reply, { email: form.values.email }, { status: 429, notices });
    }
    if (json) return answer(200, { message: NEWSLETTER_MESSAGES.thanks });
    setFlash(reply, { code: 'newsletter_thanks' });
    return reply.redirect(NEWSLETTER_URL, 303);
  });
}
