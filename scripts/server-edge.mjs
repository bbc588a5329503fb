// The two rules the production server (scripts/server.mjs) applies before Next.js sees a request:
// which address the request comes from, and how many form submissions run at once.
// docs/decisions/server-edges.md explains both; tests/unit/server-edge.test.ts checks them.
import { readFileSync } from 'node:fs';
import { isIP } from 'node:net';

/** Headers only a trusted proxy may set: with none configured, they are dropped on arrival. */
const PROXY_HEADERS = [
  'x-forwarded-for',
  'x-forwarded-host',
  'x-forwarded-proto',
  'x-forwarded-port',
  'x-real-ip',
];

/**
 * The "busy" sentence of each URL language (the first path segment; none is English), from the
 * forms' common messages: the same words the form shows (src/components/forms/FormBoundary.tsx compares
 * them to tell a busy server from a lost connection).
 */
const BUSY_MESSAGES = Object.fromEntries(
  [
    ['en', 'en-US'],
    ['es', 'es-MX'],
  ].map(([locale, tag]) => {
    const file = new URL(`../locales/${tag}/forms.json`, import.meta.url);
    return [locale, JSON.parse(readFileSync(file, 'utf8')).common.refused.busy];
  }),
);

/** The busy answer's sentence for a request path, in the page's language. */
export function busyMessage(pathname) {
  const segment = String(pathname).split(/[/?#]/)[1];
  return BUSY_MESSAGES[segment] ?? BUSY_MESSAGES.en;
}

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
 * At most `max` submissions in progress on this instance. `admit(res)` counts a submission until
 * its response is finished or its connection closes and answers true, or, over the cap, answers
 * false (and the submission is not counted).
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
 * Prepares a request for Next.js: the trusted address. Answers a submission over the cap itself,
 * at once and without reading its body (503, `Retry-After`, the sentence in the page's language;
 * exactly `text/plain`, so Next.js's client hands the sentence to the form), and then returns
 * false: the request must not reach Next.js.
 */
export function prepareRequest(req, res, settings, gate) {
  applyClientAddress(req, settings.trustedProxyHops);
  if (!isSubmission(req) || gate.admit(res)) return true;
  const text = busyMessage(req.url ?? '/');
  res.writeHead(503, {
    'Content-Type':
      req.headers['next-action'] === undefined ? 'text/plain; charset=utf-8' : 'text/plain',
    'Content-Length': Buffer.byteLength(text),
    'Retry-After': String(settings.busyRetryAfterSeconds),
    'Cache-Control': 'no-store',
  });
  res.end(text);
  // The body is read and discarded (at most the 64 KB a submission may have): closing the
  // connection while the client is still sending would reach it as a broken pipe, not an answer.
  req.resume();
  return false;
}
