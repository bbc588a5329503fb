// The production server: Next.js's own request handler (the documented custom-server API) behind
// the rules of scripts/request-gate.mjs — the visitor's address from the connection or the
// trusted proxies only; caps on form submissions in progress, per instance and per address; a
// deadline and a size limit for every body a route reads; Node's own timeouts. `npm start` runs it
// (scripts/start.mjs); docs/decisions/server-edges.md says why it exists.
import { Server } from 'node:net';
import next from 'next';
import { gatedServer, gateSettings, serverTimeouts, submissionGate } from './request-gate.mjs';

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
