import type { FastifyInstance } from 'fastify';

/** The demo embed's page: what a provider's embed would be, served by the shop itself (there is no internet). */
const DEMO_EMBED_PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Statefront demo embed</title>
<style>
body{margin:0;font:16px/1.5 system-ui,sans-serif;background:#1f2a2e;color:#fff;display:grid;place-items:center;min-height:100vh;text-align:center;padding:1rem;box-sizing:border-box}
h1{font-size:1.25rem;margin:0 0 .5rem}
p{margin:0}
</style>
</head>
<body>
<main>
<h1>Linen care in 60 seconds</h1>
<p>A demo embed: the page another site would show in this frame.</p>
</main>
</body>
</html>
`;

/**
 * The demo social embed (docs/decisions/0274): a small page the shop serves at
 * /media/embed/demo/ so the seeded embed needs no other site. Unlike every other page it
 * may be framed, by the shop only, and it runs no script.
 */
export async function demoEmbedRoutes(app: FastifyInstance) {
  app.get('/media/embed/demo/', async (_request, reply) =>
    reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'public, max-age=86400')
      .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'self'")
      .header('x-frame-options', 'SAMEORIGIN')
      .send(DEMO_EMBED_PAGE),
  );
}
