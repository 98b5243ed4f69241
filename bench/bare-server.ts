import { readFileSync } from 'node:fs';
import Fastify from 'fastify';

/**
 * The bench's yardstick: Fastify with one route sending fixed bytes as a page, nothing
 * else (no plugins, hooks or headers of the shop). What a kept page could cost at best.
 * BARE_PAGE names the file whose bytes it sends at /shop/; PORT where it listens.
 */
const bytes = readFileSync(process.env.BARE_PAGE as string);
const app = Fastify();
app.get('/shop/', (_request, reply) => reply.type('text/html; charset=utf-8').send(bytes));
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
process.stdout.write(`bare route running at http://127.0.0.1:${Number(process.env.PORT)}/shop/\n`);
process.on('SIGTERM', () => app.close().then(() => process.exit(0)));
