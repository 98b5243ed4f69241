import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { ViteDevServer } from 'vite';
import type { Assets } from '../../src/Document';
import type { PageMap, PageName } from '../../src/pages/types';
import { spent, timing } from '../timing';

type EntryServer = typeof import('../../src/entry-server');

declare module 'fastify' {
  interface FastifyReply {
    /** Renders a page of src/pages to a full HTML response. */
    page<K extends PageName>(
      name: K,
      props: PageMap[K],
      meta: { title: string; description?: string },
      status?: number,
    ): Promise<FastifyReply>;
  }
  interface FastifyInstance {
    /** The server renderer: in production the compiled modules, in development Vite's. */
    renderer(): Promise<EntryServer>;
    /**
     * A page of src/pages as a full HTML document. Most routes use `reply.page`; this is for
     * a reply the framework built before any plugin's decorations applied (its own errors).
     */
    pageHtml<K extends PageName>(
      url: string,
      name: K,
      props: PageMap[K],
      meta: { title: string; description?: string },
    ): Promise<string>;
  }
}

export const renderPlugin = fp(
  async (app: FastifyInstance, opts: { assets: Assets; vite?: ViteDevServer }) => {
    const { vite, assets } = opts;
    let production: Promise<EntryServer> | undefined;

    app.decorate('renderer', () => {
      if (vite) return vite.ssrLoadModule('/src/entry-server.tsx') as Promise<EntryServer>;
      production ??= import('../../src/entry-server');
      return production;
    });

    app.decorate('pageHtml', async (url, name, props, meta) => {
      const { renderPage } = await app.renderer();
      const start = timing() ? performance.now() : 0;
      const html = renderPage(name, props, meta, assets);
      if (start) spent('render', performance.now() - start);
      return vite ? vite.transformIndexHtml(url, html) : html;
    });

    app.decorateReply('page', async function (name, props, meta, status = 200) {
      const html = await app.pageHtml(this.request.url, name, props, meta);
      // Pages carry the shopper's cart and nonces: never shared caches, always revalidated,
      // yet kept by the browser so Back restores the page from its back/forward cache. A
      // page that is the same for every visitor without a session is made public by the
      // page cache (server/plugins/page-cache.ts, decision 0160).
      return this.status(status)
        .header('content-type', 'text/html; charset=utf-8')
        .header('cache-control', 'private, no-cache')
        .send(html);
    });
  },
  { name: 'statefront-render' },
);
