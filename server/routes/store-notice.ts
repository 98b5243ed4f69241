import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { z } from 'zod';
import { STORE_NOTICE_HIDDEN, storeNoticeCookieName } from '../../domain/storeNotice';
import { STORE_NOTICE_ID } from '../config';
import { RequestRefused } from '../http/errors';
import { DISMISS_PARAM, samePath } from '../views/store-notice';

const NoticeId = z.string().regex(STORE_NOTICE_ID);

/**
 * The store notice's dismiss link without JavaScript: any page with
 * ?dismiss-store-notice=<id> sets the dismissal cookie (`store_notice{id}` = `hidden`, path /,
 * for the browser session) and redirects back to the page without the parameter, which the
 * server then renders without the notice. A link to an older notice only redirects.
 */
export const storeNoticeRoutes = fp(
  async (app: FastifyInstance) => {
    app.addHook('preHandler', async (request: FastifyRequest, reply: FastifyReply) => {
      if (request.method !== 'GET') return;
      const raw = (request.query as Record<string, unknown> | undefined)?.[DISMISS_PARAM];
      if (raw === undefined) return;
      const id = NoticeId.safeParse(raw);
      if (!id.success) {
        throw new RequestRefused(400, 'bad_request', `The link's ${DISMISS_PARAM} is not a store notice id.`);
      }
      if (id.data === app.shop.settings.storeNotice?.id) {
        // A session cookie like the browser's own dismissal writes; only the server reads it.
        reply.setCookie(storeNoticeCookieName(id.data), STORE_NOTICE_HIDDEN, {
          path: '/',
          sameSite: 'lax',
          httpOnly: true,
        });
      }
      const back = new URL(request.url, 'http://shop.invalid');
      back.searchParams.delete(DISMISS_PARAM);
      return reply.redirect(samePath(back), 303);
    });
  },
  { name: 'statefront-store-notice' },
);
