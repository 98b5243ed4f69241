import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  CONTACT_FIELDS,
  CONTACT_MESSAGES,
  CONTACT_NONCE_ACTION,
  CONTACT_URL,
  type ContactErrors,
  type ContactValues,
} from '../../domain/contact';
import type { Notice } from '../../domain/notice';
import { REST_ROUTES } from '../../domain/rest';
import { parseForm } from '../accounts/forms';
import { CONTACT_WINDOW_MINUTES, contactRepository } from '../contact/repository';
import { renderPageDocument } from '../content/render';
import { invalidParams, RestError, requireNonce } from '../http/rest';
import { requestUrl } from '../http/urls';
import { setFlash } from '../notices/flash';
import { layoutFor } from '../views/layout';

const EMPTY: ContactValues = { name: '', email: '', phone: '', message: '' };
const body = (request: FastifyRequest) =>
  (request.body && typeof request.body === 'object' && !Array.isArray(request.body) ? request.body : {}) as Record<
    string,
    unknown
  >;

/**
 * The contact page (the `contact` document) and its form. Without JavaScript the form posts
 * here with its nonce: sent, a redirect back with a thank-you notice (post, redirect, get);
 * refused, the page again with the errors at the fields and the values kept (422), or a
 * notice (403 for a nonce, 429 for the throttle). With JavaScript the same checks answer
 * the REST route `statefront/v1/contact` (REST nonce, REST errors). The cross-site check
 * (server/plugins/cross-site.ts) refuses other sites' posts to both (docs/decisions/0260).
 */
export async function contactRoutes(app: FastifyInstance) {
  const { shop } = app;
  const messages = contactRepository(shop.db);

  async function page(
    request: FastifyRequest,
    reply: FastifyReply,
    form: { values?: ContactValues; errors?: ContactErrors } = {},
    opts: { status?: number; notices?: Notice[] } = {},
  ) {
    const nonce = await shop.formNonces.issue(request, reply, CONTACT_NONCE_ACTION);
    const ctx = { shop, url: requestUrl(request), paged: 1, contactForm: { nonce, ...form } };
    const rendered = await renderPageDocument('contact', ctx, request.log);
    if (!rendered) return app.notFound(request, reply);
    const layout = await layoutFor(shop, request, reply, { currentPath: CONTACT_URL, notices: opts.notices ?? [] });
    return reply.page(
      'content',
      { layout, document: rendered.view },
      {
        title: `${rendered.title} – ${shop.settings.name}`,
        ...(rendered.description ? { description: rendered.description } : {}),
      },
      opts.status,
    );
  }

  app.get(CONTACT_URL, (request, reply) => page(request, reply));

  app.post(CONTACT_URL, async (request, reply) => {
    const raw = body(request);
    const form = parseForm(CONTACT_FIELDS, raw);
    const values = { ...EMPTY, ...form.values };
    const nonce = await shop.formNonces.check(request, CONTACT_NONCE_ACTION, raw._nonce);
    if (nonce !== 'valid') {
      const text = nonce === 'expired' ? CONTACT_MESSAGES.expired : CONTACT_MESSAGES.unverified;
      return page(request, reply, { values }, { status: 403, notices: [{ kind: 'error', text }] });
    }
    if (!form.ok) return page(request, reply, { values, errors: form.errors }, { status: 422 });
    if ((await messages.send(form.values, request.ip)) === 'throttled') {
      reply.header('retry-after', String(CONTACT_WINDOW_MINUTES * 60));
      const notices: Notice[] = [{ kind: 'error', text: CONTACT_MESSAGES.throttled }];
      return page(request, reply, { values }, { status: 429, notices });
    }
    setFlash(reply, { code: 'contact_sent' });
    return reply.redirect(CONTACT_URL, 303);
  });
}

/** The contact form's REST route (registered inside the REST routes: REST errors, REST nonce). */
export async function contactApiRoutes(app: FastifyInstance) {
  const messages = contactRepository(app.shop.db);
  app.post(`/${REST_ROUTES.contact}`, async (request, reply) => {
    await requireNonce(request);
    if (!request.body || typeof request.body !== 'object' || Array.isArray(request.body)) {
      throw new RestError(400, 'rest_invalid_json', 'Send the message as a JSON object.');
    }
    const form = parseForm(CONTACT_FIELDS, request.body);
    if (!form.ok) throw invalidParams(form.errors as Record<string, string>);
    if ((await messages.send(form.values, request.ip)) === 'throttled') {
      reply.header('retry-after', String(CONTACT_WINDOW_MINUTES * 60));
      throw new RestError(429, 'rest_too_many_messages', CONTACT_MESSAGES.throttled);
    }
    return reply.status(201).send({ message: CONTACT_MESSAGES.thanks });
  });
}
