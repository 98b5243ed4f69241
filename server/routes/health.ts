import type { FastifyInstance } from 'fastify';
import { migrationsCurrent } from '../db/index';

/**
 * Health checks for a load balancer, a container runtime or a process manager
 * (decision 0354): `GET /healthz` says the process answers (no database), `GET /readyz`
 * that the database answers and its migrations are current. Never cached.
 */
export async function healthRoutes(app: FastifyInstance) {
  const { shop } = app;
  app.get('/healthz', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return { status: 'ok' };
  });
  app.get('/readyz', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    try {
      if (await migrationsCurrent(shop.db)) return { status: 'ready' };
      return reply.status(503).send({ status: 'migrations pending' });
    } catch (error) {
      request.log.warn(`readiness: database unavailable: ${(error as Error).message}`);
      return reply.status(503).send({ status: 'database unavailable' });
    }
  });
}
