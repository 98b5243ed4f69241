/**
 * When the database cannot be reached (a restart, a failover, a network cut), the shop
 * keeps answering: pages with a 503 page of its own, endpoints with a 503 in their own
 * JSON format, both with Retry-After so browsers, crawlers and load balancers come back.
 */
export const RETRY_AFTER_SECONDS = 10;

export const UNAVAILABLE_MESSAGE = 'The shop is briefly unavailable. Please try again in a moment.';

/** Node's socket errors that mean the database server is not there (or went away). */
const SOCKET_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH']);

/**
 * Postgres error codes of a server that is shutting down, starting up or out of
 * connections: class 08 is "connection exception", 57P01-57P03 are an administrator's
 * shutdown, a crash shutdown and "cannot connect now", 53300 is too many connections.
 */
function isUnavailableSqlState(code: string): boolean {
  return code.startsWith('08') || code === '57P01' || code === '57P02' || code === '57P03' || code === '53300';
}

/** What node-postgres says, with no code, when a connection dies or cannot be made in time. */
const LOST_CONNECTION =
  /Connection terminated|connection error and is not queryable|timeout exceeded when trying to connect|Connection closed/i;

/** Whether `error` (or an error it wraps) says the database is unreachable, not that a query was wrong. */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (
    let e = error as { code?: unknown; message?: unknown; cause?: unknown } | undefined, depth = 0;
    e && depth < 5;
    depth++
  ) {
    if (typeof e.code === 'string' && (SOCKET_CODES.has(e.code) || isUnavailableSqlState(e.code))) return true;
    if (typeof e.message === 'string' && LOST_CONNECTION.test(e.message)) return true;
    e = e.cause as typeof e;
  }
  return false;
}
