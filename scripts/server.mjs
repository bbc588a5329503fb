// The production server: Next.js's own request handler (the documented custom-server API) behind
// the rules of scripts/request-gate.mjs — the visitor's address from the connection or the
// trusted proxies only; caps on form submissions in progress, per instance and per address; a
// deadline and a size limit for every body a route reads; Node's own timeouts. `npm start` runs it
// (scripts/start.mjs); docs/decisions/server-edges.md says why it exists.
import { Server } from 'node:net';
import next from 'next';
import { NOT_FOUND_CACHE_CONTROL, securityHeaders } from '../src/lib/response-headers.mjs';
import { gatedServer, gateSettings, serverTimeouts, submissionGate } from './request-gate.mjs';

const SECURITY_HEADERS = securityHeaders();

/**
 * What every answer of this server carries, whoever writes it (the gate's refusals, Next's pages,
 * redirects, 404s and 500s): the security headers, set before anything else so a page's own
 * rules (next.config.ts) only repeat them; and, for an answer that is an error, how long a shared
 * cache may keep it: a 404 for minutes (`NOT_FOUND_CACHE_CONTROL`), whatever the path or its case,
 * unless it was already not to be kept, and a 5xx not at all. The status is known only when the
 * head is written, so the rule is applied there (`writeHead`, which Node also calls for implicit
 * heads).
 */
export function applyResponsePolicy(res) {
  for (const { key, value } of SECURITY_HEADERS) res.setHeader(key, value);
  const writeHead = res.writeHead;
  res.writeHead = function (status, ...rest) {
    // Never more cacheable than the answer's maker said: a 404 already `no-store` (Next's, for a
    // missing file under /_next/) stays so.
    const given = String(this.getHeader('cache-control') ?? '');
    const cacheControl =
      status >= 500
        ? 'no-store'
        : status === 404 && !/no-store/.test(given)
          ? NOT_FOUND_CACHE_CONTROL
          : undefined;
    if (cacheControl !== undefined) {
      // Headers given to writeHead itself would win over the one set here: drop theirs.
      const headers = rest.find((arg) => arg !== null && typeof arg === 'object');
      if (headers && !Array.isArray(headers))
        for (const name of Object.keys(headers))
          if (name.toLowerCase() === 'cache-control') delete headers[name];
      if (!this.headersSent) this.setHeader('Cache-Control', cacheControl);
    }
    return writeHead.call(this, status, ...rest);
  };
}

/**
 * Node's own answer to a request it cannot parse (400, 431 for headers too large, 408 for headers
 * too slow): with the security headers, then the connection is closed.
 */
function answerClientError(error, socket) {
  if (!socket.writable || error.code === 'ECONNRESET') return socket.destroy();
  const status =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? 431
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? 408
        : 400;
  const text =
    status === 431
      ? 'Request headers too large'
      : status === 408
        ? 'Request timeout'
        : 'Bad request';
  const head = [
    `HTTP/1.1 ${status} ${text}`,
    'Content-Type: text/plain; charset=utf-8',
    `Content-Length: ${Buffer.byteLength(text)}`,
    'Cache-Control: no-store',
    'Connection: close',
    ...SECURITY_HEADERS.map(({ key, value }) => `${key}: ${value}`),
  ];
  socket.end(`${head.join('\r\n')}\r\n\r\n${text}`);
}

/** Serves the production build in `dir` on `port`; resolves with the listening server. */
export async function serve({ dir = process.cwd(), port = 3000, hostname } = {}) {
  let settings;
  try {
    settings = gateSettings();
  } catch (error) {
    console.error(`server not started: ${error.message}`);
    process.exit(1);
  }
  const gate = submissionGate(settings.maxConcurrentSubmissions, settings.maxSubmissionsPerAddress);
  const app = next({ dev: false, dir, port, hostname });
  const handle = app.getRequestHandler();
  await app.prepare();

  const server = gatedServer(settings, gate, (req, res) =>
    handle(req, res).catch((error) => {
      console.error(`request failed: ${req.method} ${req.url}`, error);
      if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'text/plain' });
      res.end('Internal Server Error');
    }),
  );
  // Before the gate and Next see the request: `prependListener` puts this first.
  server.prependListener('request', (_req, res) => applyResponsePolicy(res));
  server.prependListener('checkContinue', (_req, res) => applyResponsePolicy(res));
  server.on('clientError', answerClientError);

  // SIGTERM / SIGINT: stop taking connections, answer every request on those already taken, then
  // let Next.js close (the outbox dispatcher holds the exit until its delivery in progress is done:
  // src/server/start.ts). Only the listening socket is closed at once: http.Server's close() also
  // closes at once every kept-alive connection between two requests, and a client sending its next
  // request on one just then gets no answer. Answers given while closing close their connection
  // (`Connection: close`), so kept-alive connections end with their answer; a connection still
  // idle a second later is closed, and any left after Node's request timeout too.
  let closing = false;
  server.on('request', (_req, res) => {
    if (closing) res.setHeader('Connection', 'close');
  });
  const shutdown = (code) => () => {
    if (closing) return;
    closing = true;
    Server.prototype.close.call(server, () => {
      app.close().finally(() => process.exit(code));
    });
    setTimeout(() => server.closeIdleConnections(), 1_000).unref();
    setTimeout(() => server.closeAllConnections(), serverTimeouts(settings).requestTimeout).unref();
  };
  process.on('SIGTERM', shutdown(143));
  process.on('SIGINT', shutdown(130));

  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, hostname, resolve);
  });
  const where = `http://${hostname ?? 'localhost'}:${port}`;
  console.log(
    `Ready on ${where} (trusted proxy hops: ${settings.trustedProxyHops}, ` +
      `submissions at once: ${settings.maxConcurrentSubmissions}, ` +
      `per address: ${settings.maxSubmissionsPerAddress}, ` +
      `body within: ${settings.submissionBodySeconds} s)`,
  );
  return server;
}
