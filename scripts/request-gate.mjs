// The rules the production server (scripts/server.mjs) applies before Next.js sees a request:
// which address the request comes from, how many form submissions run at once (per instance and
// per address), how long a submission's body may take to arrive and how large it may be.
// docs/decisions/server-edges.md explains them; tests/unit/request-gate.test.ts checks them.
import { readFileSync } from 'node:fs';
import { isIP } from 'node:net';
import { addressGroup } from '../src/lib/address-group.mjs';

/** Headers only a trusted proxy may set: with none configured, they are dropped on arrival. */
const PROXY_HEADERS = [
  'x-forwarded-for',
  'x-forwarded-host',
  'x-forwarded-proto',
  'x-forwarded-port',
  'x-real-ip',
];

const readJson = (relative) => JSON.parse(readFileSync(new URL(relative, import.meta.url), 'utf8'));

/** Largest body a form submission may have: the limit Next.js and proxy.ts apply too. */
export const SUBMISSION_BODY_LIMIT_BYTES =
  readJson('../src/lib/forms/submission-limits.json').bodyKb * 1024;

/**
 * The refusal sentences of each URL language (the first path segment; none is English), from the
 * forms' common messages: the same words the form shows (src/components/forms/FormBoundary.tsx
 * compares them to tell the server's answer from a lost connection).
 */
const REFUSALS = Object.fromEntries(
  [
    ['en', 'en-US'],
    ['es', 'es-MX'],
  ].map(([locale, tag]) => [locale, readJson(`../locales/${tag}/forms.json`).common.refused]),
);

/**
 * A refusal's sentence (`busy`, `tooMany`, `slow`, `tooLarge`, the keys of
 * `forms.common.refused`) for a request path, in the page's language.
 */
export function refusalMessage(pathname, reason) {
  const segment = String(pathname).split(/[/?#]/)[1];
  return (REFUSALS[segment] ?? REFUSALS.en)[reason];
}

/**
 * The settings of the gate, from the environment. Invalid values throw one sentence naming the
 * variable (the server then exits, as for every other setting).
 */
export function gateSettings(env = process.env) {
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
    maxSubmissionsPerAddress: integer('MAX_SUBMISSIONS_PER_ADDRESS', 4, 1),
    busyRetryAfterSeconds: integer('BUSY_RETRY_AFTER_SECONDS', 5, 1),
    submissionBodySeconds: integer('SUBMISSION_BODY_SECONDS', 10, 1),
  };
}

/**
 * Node's own limits on every request, set rather than left at their defaults (a whole request may
 * take 5 minutes, checked every 30 s): the headers must arrive within 10 s, and a request that is
 * still arriving 20 s after a submission's body deadline is closed (a submission is answered at
 * its deadline by `prepareRequest`, with a sentence; this is the backstop for every other request),
 * checked every second.
 */
export function serverTimeouts(settings) {
  return {
    headersTimeout: 10_000,
    requestTimeout: (settings.submissionBodySeconds + 20) * 1000,
    connectionsCheckingInterval: 1_000,
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
 * At most `max` submissions in progress on this instance, and at most `perAddress` of them from one
 * address group (an IPv4 address, an IPv6 /64: `addressGroup`). `admit(res, group)` answers
 * "admitted" and counts the submission until its response is finished or its connection closes;
 * or, without counting it, "tooMany" when its address already has `perAddress` in progress (checked
 * first, so one address never fills the places of the others), or "busy" when the instance is full.
 */
export function submissionGate(max, perAddress = max) {
  let inFlight = 0;
  const byGroup = new Map();
  return {
    get inFlight() {
      return inFlight;
    },
    inFlightFrom(group) {
      return byGroup.get(group) ?? 0;
    },
    admit(res, group) {
      const fromGroup = byGroup.get(group) ?? 0;
      if (fromGroup >= perAddress) return 'tooMany';
      if (inFlight >= max) return 'busy';
      inFlight += 1;
      byGroup.set(group, fromGroup + 1);
      let done = false;
      const release = () => {
        if (done) return;
        done = true;
        inFlight -= 1;
        const left = byGroup.get(group) - 1;
        if (left === 0) byGroup.delete(group);
        else byGroup.set(group, left);
      };
      res.once('finish', release);
      res.once('close', release);
      return 'admitted';
    },
  };
}

/**
 * Reads a submission's body before Next.js does, at most `limit` bytes within `ms` of its
 * headers, however it is sent (`Content-Length` or chunked). Resolves "complete", with the body
 * handed back to the request (`unshift`, before its end is emitted) for Next.js to read as if
 * untouched; "tooLarge" as soon as it passes `limit` (nothing more is kept); "slow" when it has
 * not all arrived by then; or "closed" when the client went away.
 */
export function readSubmissionBody(req, limit, ms) {
  return new Promise((resolve) => {
    const chunks = [];
    let size = 0;
    const finish = (outcome) => {
      clearTimeout(timer);
      req.off('readable', onReadable);
      req.off('close', onClose);
      if (outcome === 'complete' && size > 0) req.unshift(Buffer.concat(chunks, size));
      resolve(outcome);
    };
    const onReadable = () => {
      // Reading exactly what is buffered never reads past the last byte, so the request's end
      // is not emitted here but once Next.js has read the body handed back.
      while (req.readableLength > 0) {
        const chunk = req.read(req.readableLength);
        if (chunk === null) break;
        size += chunk.length;
        if (size > limit) return finish('tooLarge');
        chunks.push(chunk);
      }
      if (req.complete) finish('complete');
    };
    const onClose = () => finish('closed');
    const timer = setTimeout(() => finish('slow'), ms);
    req.on('readable', onReadable);
    req.on('close', onClose);
  });
}

const REFUSAL_STATUS = { tooLarge: 413, slow: 408, tooMany: 429, busy: 503 };

/**
 * Answers a submission the gate refuses: the status, the sentence in the page's language (exactly
 * `text/plain` for a server-action call, which Next.js's client hands to the form as the error's
 * message), `Retry-After` when sending again soon will do. The rest of the body is read and
 * discarded, never kept, for at most `drainMs`, then the connection is closed. Closing it while the
 * client is still sending would reach the client as a broken pipe instead of the answer, and so
 * would answering a client that asked for the connection to close after this request (Node closes
 * it once the answer is sent): a body too large is therefore answered once it has been discarded
 * (or at `drainMs`); the other refusals, whose bodies are small, at once.
 */
function refuse(req, res, reason, settings, drainMs) {
  const answer = (last = reason === 'slow') => {
    if (res.headersSent) return;
    const text = refusalMessage(req.url ?? '/', reason);
    const headers = {
      'Content-Type':
        req.headers['next-action'] === undefined ? 'text/plain; charset=utf-8' : 'text/plain',
      'Content-Length': Buffer.byteLength(text),
      'Cache-Control': 'no-store',
    };
    if (reason === 'busy' || reason === 'tooMany')
      headers['Retry-After'] = String(settings.busyRetryAfterSeconds);
    // Past the deadline the rest of the body will not be read: the connection is closed after this.
    if (last) headers.Connection = 'close';
    res.writeHead(REFUSAL_STATUS[reason], headers);
    res.end(text);
  };
  if (req.complete) return answer();
  req.resume();
  const closer = setTimeout(
    () => {
      answer(true);
      req.socket?.destroy();
    },
    Math.max(0, drainMs),
  );
  // "end" comes once the whole body has been read (and discarded).
  req.once('end', () => {
    clearTimeout(closer);
    answer();
  });
  req.once('close', () => clearTimeout(closer));
  if (reason !== 'tooLarge') answer();
}

/**
 * Prepares a request for Next.js and calls `forward` when it may go on: every request gets the
 * trusted address. A submission is refused by the server itself, at once, when it announces a
 * body over the limit (413) or its address (429) or the instance (503) has as many in progress as
 * allowed; otherwise its body is read first, within the deadline and the limit, and a body that
 * passes the limit (413) or is not all there by the deadline (408) is refused then. A refused
 * submission never reaches Next.js.
 */
export function prepareRequest(req, res, settings, gate, forward) {
  const address = applyClientAddress(req, settings.trustedProxyHops);
  if (!isSubmission(req)) return forward();
  const started = Date.now();
  const deadlineMs = settings.submissionBodySeconds * 1000;
  const remaining = () => deadlineMs - (Date.now() - started);
  if (Number(req.headers['content-length'] ?? 0) > SUBMISSION_BODY_LIMIT_BYTES)
    return refuse(req, res, 'tooLarge', settings, deadlineMs);
  const admitted = gate.admit(res, addressGroup(address));
  if (admitted !== 'admitted') return refuse(req, res, admitted, settings, deadlineMs);
  readSubmissionBody(req, SUBMISSION_BODY_LIMIT_BYTES, deadlineMs).then((outcome) => {
    if (outcome === 'complete') forward();
    else if (outcome === 'closed') res.destroy();
    else refuse(req, res, outcome, settings, outcome === 'slow' ? 0 : remaining());
  });
}
