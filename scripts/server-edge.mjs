// The two rules the production server (scripts/server.mjs) applies before Next.js sees a request:
// which address the request comes from, and how many form submissions run at once.
// docs/decisions/server-edges.md explains both; tests/unit/server-edge.test.ts checks them.
import { isIP } from 'node:net';

/** Headers only a trusted proxy may set: with none configured, they are dropped on arrival. */
const PROXY_HEADERS = [
  'x-forwarded-for',
  'x-forwarded-host',
  'x-forwarded-proto',
  'x-forwarded-port',
  'x-real-ip',
];

/** The header the server sets when a submission is over the cap, for proxy.ts to answer. */
export const BUSY_HEADER = 'x-submission-busy';

/**
 * The settings of the edge, from the environment. Invalid values throw one sentence naming the
 * variable (the server then exits, as for every other setting).
 */
export function edgeSettings(env = process.env) {
  const integer = (name, fallback, min) => {
    const raw = (env[name] ?? '').trim();
    if (raw === '') return fallback;
    if (!/^\d+$/.test(raw) || Number(raw) < min)
      throw new Error(`${name} must be a whole number of at least ${min} (it is "${raw}")`);
    return Number(raw);
  };
  return {
    trustedProxyHops: integer('TRUSTED_PROXY_HOPS', 0, 0),
    maxConcurrentSubmissions: integer('MAX_CONCURRENT_SUBMISSIONS', 16, 1),
    busyRetryAfterSeconds: integer('BUSY_RETRY_AFTER_SECONDS', 5, 1),
  };
}

/** An address as written in a header or by the socket: brackets, port and IPv4 mapping removed. */
export function plainAddress(value) {
  let text = String(value ?? '').trim();
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(text);
  if (bracketed) text = bracketed[1];
  else if (/^[\d.]+:\d+$/.test(text)) text = text.slice(0, text.lastIndexOf(':'));
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(text);
  if (mapped) text = mapped[1];
  return isIP(text) ? text.toLowerCase() : null;
}

/**
 * The visitor's address. With no trusted proxy (`hops` 0) it is the socket's peer, whatever the
 * headers say. Behind `hops` trusted proxies, each of which appends the address it received the
 * request from to X-Forwarded-For, it is the entry `hops` places from the right of the chain
 * "X-Forwarded-For entries, then the peer": everything further left was written by the client
 * and is ignored. A chain shorter than that (a request that bypassed a proxy) gives its leftmost
 * entry; an entry that is not an address gives the peer.
 */
export function clientAddress(peer, forwardedFor, hops) {
  const socketAddress = plainAddress(peer) ?? 'unknown';
  if (hops === 0) return socketAddress;
  const chain = String(forwardedFor ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  chain.push(socketAddress);
  const entry = chain[Math.max(0, chain.length - 1 - hops)];
  return plainAddress(entry) ?? socketAddress;
}

/**
 * Rewrites the request's address headers before Next.js reads them: X-Forwarded-For becomes the
 * one address `clientAddress` trusts (the lead pipeline's rate limit reads it); without trusted
 * proxies, the other forwarding headers a client may have sent are dropped too (Next.js then sets
 * them from the connection, so the submission guard's Origin check compares with the real host).
 */
export function applyClientAddress(req, hops) {
  const address = clientAddress(req.socket.remoteAddress, req.headers['x-forwarded-for'], hops);
  if (hops === 0) for (const name of PROXY_HEADERS) delete req.headers[name];
  req.headers['x-forwarded-for'] = address;
  return address;
}

/** A form submission: a server-action call (JavaScript) or a form posted without JavaScript. */
export function isSubmission(req) {
  return (
    req.method === 'POST' &&
    (req.headers['next-action'] !== undefined ||
      /^multipart\/form-data/i.test(req.headers['content-type'] ?? ''))
  );
}

/**
 * At most `max` submissions in progress on this instance. `admit(req, res)` counts a submission
 * until its response is finished or its connection closes and answers true, or, over the cap,
 * answers false (and the submission is not counted).
 */
export function submissionGate(max) {
  let inFlight = 0;
  return {
    get inFlight() {
      return inFlight;
    },
    admit(res) {
      if (inFlight >= max) return false;
      inFlight += 1;
      let done = false;
      const release = () => {
        if (done) return;
        done = true;
        inFlight -= 1;
      };
      res.once('finish', release);
      res.once('close', release);
      return true;
    },
  };
}

/**
 * Prepares a request for Next.js: trusted address, and for a submission over the cap, the busy
 * marker (proxy.ts answers it with 503, `Retry-After` and a sentence in the page's language,
 * before the body is read). A marker sent by the client is removed first.
 */
export function prepareRequest(req, res, settings, gate) {
  delete req.headers[BUSY_HEADER];
  applyClientAddress(req, settings.trustedProxyHops);
  if (isSubmission(req) && !gate.admit(res))
    req.headers[BUSY_HEADER] = String(settings.busyRetryAfterSeconds);
}
