import http from 'node:http';
import net from 'node:net';
import type { Duplex } from 'node:stream';

export interface ServerTimeouts {
  requestTimeoutMs: number;
  headersTimeoutMs: number;
}

const CLIENT_ERRORS: Record<string, [number, string]> = {
  HPE_HEADER_OVERFLOW: [431, 'The request headers are too large.'],
  ERR_HTTP_REQUEST_TIMEOUT: [408, 'The request took too long to arrive.'],
};

/**
 * The HTTP server around the app. A client that sends its headers or body too slowly (slow loris) is cut
 * off after the timeouts; requests Node refuses before the app sees them still get the `{message}` shape.
 */
export function createHttpServer(app: http.RequestListener, timeouts: ServerTimeouts): http.Server {
  const server = http.createServer(
    // Expired connections are looked for every second rather than Node's default 30.
    { connectionsCheckingInterval: Math.min(1_000, timeouts.headersTimeoutMs) },
    app,
  );
  server.requestTimeout = timeouts.requestTimeoutMs;
  server.headersTimeout = timeouts.headersTimeoutMs;
  server.keepAliveTimeout = 5_000;
  server.on('clientError', (error: NodeJS.ErrnoException, socket: Duplex) => {
    if (error.code === 'ECONNRESET' || !socket.writable) {
      socket.destroy();
      return;
    }
    const [status, message] = CLIENT_ERRORS[error.code ?? ''] ?? [400, 'The request could not be read.'];
    const body = JSON.stringify({ message });
    socket.end(
      `HTTP/1.1 ${status} ${http.STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  });
  return server;
}

/** How long a request already sent on a kept-alive connection may take to be read before that connection closes. */
const UNREAD_REQUEST_MS = 500;

/**
 * Stops taking connections and lets the requests in flight finish. Unlike `server.close()`, it does not
 * close idle keep-alive connections at once: a request a client has sent may still sit unread in one.
 * Answers from now on close their connection; idle ones are closed after a moment, and every connection
 * after `graceMs`.
 */
export async function closeGracefully(server: http.Server, graceMs: number): Promise<void> {
  server.on('request', (_req: http.IncomingMessage, res: http.ServerResponse) => {
    if (!res.headersSent) res.setHeader('Connection', 'close');
  });
  const closed = new Promise<void>((resolve) => net.Server.prototype.close.call(server, () => resolve()));
  let sweep: NodeJS.Timeout | undefined;
  const start = setTimeout(() => {
    server.closeIdleConnections();
    sweep = setInterval(() => server.closeIdleConnections(), 100);
  }, UNREAD_REQUEST_MS);
  const force = setTimeout(() => server.closeAllConnections(), graceMs);
  await closed;
  clearTimeout(start);
  clearInterval(sweep);
  clearTimeout(force);
}
