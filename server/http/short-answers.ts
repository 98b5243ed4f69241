import type { Socket } from 'node:net';

/**
 * What the shop answers a request it cannot read as HTTP (a broken header line,
 * Transfer-Encoding with Content-Length, headers over Node's limit, HTTP/1.1 without Host):
 * a short text with the shop's security headers, never a framework's JSON or Node's bare
 * status line. nginx's own error answers say the same (deploy/errors/, decision 0350).
 */
export const SHORT_ANSWERS = {
  400: 'The shop could not read this request.\n',
  408: 'The request took too long to arrive.\n',
  413: 'The request is too large for the shop to read.\n',
  431: 'The request is too large for the shop to read.\n',
} as const;

/** The headers of a short answer: nothing in it may run, be framed, sniffed or kept. */
export const SHORT_ANSWER_HEADERS: Record<string, string> = {
  'content-type': 'text/plain; charset=utf-8',
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'cache-control': 'no-store',
};

const REASONS: Record<number, string> = {
  400: 'Bad Request',
  408: 'Request Timeout',
  413: 'Payload Too Large',
  431: 'Request Header Fields Too Large',
};

/** The raw HTTP/1.1 bytes of a short answer with `status`, closing the connection. */
export function rawShortAnswer(status: keyof typeof SHORT_ANSWERS): string {
  const body = SHORT_ANSWERS[status];
  const headers = {
    ...SHORT_ANSWER_HEADERS,
    'content-length': String(Buffer.byteLength(body)),
    connection: 'close',
  };
  const lines = Object.entries(headers).map(([name, value]) => `${name}: ${value}`);
  return `HTTP/1.1 ${status} ${REASONS[status]}\r\n${lines.join('\r\n')}\r\n\r\n${body}`;
}

/**
 * Node's `clientError`: a request the parser refused before any route could see it. The
 * socket gets the short answer when it can still take one; a reset or timed-out
 * connection is simply closed.
 */
export function answerClientError(error: Error & { code?: string }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  if (!socket.writable) {
    socket.destroy(error);
    return;
  }
  const status = error.code === 'HPE_HEADER_OVERFLOW' ? 431 : error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : 400;
  socket.end(rawShortAnswer(status));
}
