import { createServer } from 'node:http';

/** A Customer.io Track API stand-in that counts events by their id; `up()`/`down()` simulate an outage. */
export async function customerIoStandIn(port, { delayMs = 0 } = {}) {
  const events = new Map();
  let identifies = 0;
  let received = 0;
  const handler = (req, res) => {
    received++;
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      if (req.url?.endsWith('/events')) {
        const id = JSON.parse(body).id;
        events.set(id, (events.get(id) ?? 0) + 1);
      } else identifies++;
      setTimeout(
        () => res.writeHead(200, { 'Content-Type': 'application/json' }).end('{}'),
        delayMs,
      );
    });
  };
  let server;
  const up = () =>
    new Promise((r) => {
      server = createServer(handler);
      server.listen(port, '127.0.0.1', r);
    });
  const down = () =>
    new Promise((r) => (server ? (server.closeAllConnections?.(), server.close(() => r())) : r()));
  await up();
  return {
    url: `http://127.0.0.1:${port}/api/v1`,
    up,
    down,
    received: () => received,
    stats: () => ({
      identifies,
      distinctEvents: events.size,
      duplicateEvents: [...events.values()].reduce((n, c) => n + c - 1, 0),
    }),
  };
}
