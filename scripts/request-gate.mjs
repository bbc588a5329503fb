// The rules the production server (scripts/server.mjs) applies before Next.js sees a request:
// which address the request comes from, how many form submissions run at once (per instance and
// per address), and, for every route that reads a body, how large it may be and how long it may
// take to arrive. docs/decisions/server-edges.md explains them; tests/unit/request-gate.test.ts
// and tests/integration/request-gate.test.ts check them.
import { readFileSync } from 'node:fs';
import busboy from 'busboy';
import { createServer, IncomingMessage } from 'node:http';
import { isIP } from 'node:net';
import { addressGroup } from '../src/lib/address-group.mjs';
import {
  signatureHeadersProblem,
  WEBHOOK_BODY_LIMIT_BYTES,
} from '../src/server/integrations/customerio/signature-headers.mjs';

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

/** The sentence of each refusal reason that has no key of its own in `forms.common.refused`. */
const SENTENCE_OF = { malformed: 'unsupported' };

/**
 * A refusal's sentence (`busy`, `tooMany`, `slow`, `tooLarge`, `unsupported`, `malformed`: the
 * keys of `forms.common.refused`, or `SENTENCE_OF`) for a request path, in the page's language.
 */
export function refusalMessage(pathname, reason) {
  const segment = String(pathname).split(/[/?#]/)[1];
  return (REFUSALS[segment] ?? REFUSALS.en)[SENTENCE_OF[reason] ?? reason];
}

/** A Content-Type's media type, lowercased, without its parameters (RFC 9110 §8.3.1). */
export function mediaType(contentType) {
  return String(contentType ?? '')
    .split(';')[0]
    .trim()
    .toLowerCase();
}

/**
 * Whether `body` is a well-formed multipart/form-data body for its `contentType` (boundary
 * included), read by busboy, the parser Next.js reads forms with: an empty, cut or mis-bounded
 * body is not.
 */
export function isReadableForm(contentType, body) {
  return new Promise((resolve) => {
    let parser;
    try {
      parser = busboy({ headers: { 'content-type': contentType } });
    } catch {
      return resolve(false); // not multipart, or no boundary
    }
    parser.on('file', (_name, stream) => stream.resume());
    parser.on('error', () => resolve(false));
    parser.on('close', () => resolve(true));
    parser.end(body);
  });
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
      mediaType(req.headers['content-type']) === 'multipart/form-data')
  );
}

/**
 * At most `max` submissions in progress on this instance, and at most `perAddress` of them from one
 * address group (an IPv4 address, an IPv6 /64: `addressGroup`). `admit(res, group, connection)`
 * answers "admitted" and counts the submission until its response is finished or closed, or its
 * connection (the request's socket) closes; or, without counting it, "tooMany" when its address
 * already has `perAddress` in progress (checked first, so one address never fills the places of
 * the others), or "busy" when the instance is full. The connection counts as well as the response:
 * a pipelined request's response waits for the one before it to get the socket, and if the client
 * goes away first, it never finishes nor closes.
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
    admit(res, group, connection) {
      const fromGroup = byGroup.get(group) ?? 0;
      if (fromGroup >= perAddress) return 'tooMany';
      if (inFlight >= max) return 'busy';
      inFlight += 1;
      byGroup.set(group, fromGroup + 1);
      let done = false;
      const release = () => {
        if (done) return;
        done = true;
        // A kept-alive connection carries many requests: it keeps no listener of a finished one.
        connection?.off('close', release);
        inFlight -= 1;
        const left = byGroup.get(group) - 1;
        if (left === 0) byGroup.delete(group);
        else byGroup.set(group, left);
      };
      res.once('finish', release);
      res.once('close', release);
      connection?.once('close', release);
      return 'admitted';
    },
  };
}

/**
 * Reads a request's body before Next.js does, at most `limit` bytes within `ms`, however it is
 * sent (`Content-Length` or chunked). Resolves `{ outcome: 'complete', body }` once the whole body
 * (possibly empty) has arrived; "tooLarge" as soon as it passes `limit` (nothing more is kept);
 * "slow" when it has not all arrived by then; or "closed" when the client went away.
 */
export function readBody(req, limit, ms) {
  return new Promise((resolve) => {
    const chunks = [];
    let size = 0;
    const finish = (outcome) => {
      clearTimeout(timer);
      req.off('data', onData);
      req.off('end', onEnd);
      req.off('close', onClose);
      resolve({ outcome, body: outcome === 'complete' ? Buffer.concat(chunks, size) : undefined });
    };
    const onData = (chunk) => {
      size += chunk.length;
      if (size > limit) return finish('tooLarge');
      chunks.push(chunk);
    };
    const onEnd = () => finish('complete');
    const onClose = () => finish('closed');
    const timer = setTimeout(() => finish('slow'), ms);
    req.on('data', onData);
    req.on('end', onEnd);
    req.on('close', onClose);
  });
}

/**
 * The request Next.js reads in place of one whose body the gate has read: a fresh, unread
 * `IncomingMessage` on the same connection, with the same request line and headers, whose stream
 * gives `body` and ends. Handing the read body back to the original request cannot work: a stream
 * that has been read stays "disturbed" (a route handler's `Request` refuses it), and once its end
 * has been seen (an empty body) a second reader waits for an end that never comes.
 */
export function replayedRequest(req, body) {
  const replay = new IncomingMessage(req.socket);
  replay.method = req.method;
  replay.url = req.url;
  replay.headers = req.headers;
  replay.rawHeaders = req.rawHeaders;
  replay.httpVersion = req.httpVersion;
  replay.httpVersionMajor = req.httpVersionMajor;
  replay.httpVersionMinor = req.httpVersionMinor;
  replay.trailers = req.trailers;
  replay.rawTrailers = req.rawTrailers;
  replay.complete = true;
  if (body.length > 0) replay.push(body);
  replay.push(null);
  return replay;
}

const pathOf = (url) => String(url ?? '/').split(/[?#]/)[0];

/**
 * Whether a request's path decodes to text: every `%` escape well-formed and the bytes valid UTF-8
 * (`/articles/%ff` or the overlong `%c0%ae` are not). Next.js answers such a path with a 500.
 */
export function hasReadablePath(url) {
  try {
    decodeURIComponent(pathOf(url));
    return true;
  } catch {
    return false;
  }
}

/** A 400 with a sentence for a path that does not decode; its body, if any, is not read. */
function refuseUnreadablePath(req, res) {
  const text = 'Bad request: this address is not valid.';
  res.writeHead(400, {
    'Content-Type': 'text/plain; charset=utf-8',
    'Content-Length': Buffer.byteLength(text),
    'Cache-Control': 'no-store',
    ...(req.complete ? {} : { Connection: 'close' }),
  });
  res.end(text);
}

/** The refusal of a form submission: the sentence of `forms.common.refused` in the page's language. */
function sentence(req, reason) {
  return {
    // Exactly `text/plain` for a server-action call: Next.js's client hands it to the form as the
    // error's message.
    type: req.headers['next-action'] === undefined ? 'text/plain; charset=utf-8' : 'text/plain',
    text: refusalMessage(req.url ?? '/', reason),
  };
}

const WEBHOOK_ERRORS = {
  unsigned: 'signature not verified',
  busy: 'busy, retry later',
  tooMany: 'too many in progress from this address, retry later',
  tooLarge: 'body too large',
  slow: 'body too slow',
};

/**
 * Every route that reads a request's body, with its limit: the gate reads such a body itself
 * (`readBody`), within the limit and the body deadline (`SUBMISSION_BODY_SECONDS`), before
 * Next.js sees the request, and refuses what a route would refuse from its headers alone before
 * reading any of it. A request matches the first route whose `matches` accepts it; one that
 * matches none reaches Next.js as it is (no other route reads a body). The README's limits table
 * lists the same routes.
 */
export const BODY_ROUTES = [
  {
    name: 'Customer.io reporting webhook',
    path: 'POST /api/webhooks/customerio',
    limitBytes: WEBHOOK_BODY_LIMIT_BYTES,
    /** Counted like a submission: its body holds a place while it arrives. */
    counted: true,
    matches: (req) => req.method === 'POST' && pathOf(req.url) === '/api/webhooks/customerio',
    /** Unsigned, malformed or stale signature headers: refused before any of the body is read. */
    refuseBeforeBody: (req) =>
      signatureHeadersProblem(
        String(req.headers['x-cio-timestamp'] ?? ''),
        String(req.headers['x-cio-signature'] ?? ''),
      )
        ? 'unsigned'
        : undefined,
    refuseAfterBody: async () => undefined,
    answer: (_req, reason) => ({
      type: 'application/json',
      text: JSON.stringify({ error: WEBHOOK_ERRORS[reason] }),
    }),
  },
  {
    name: 'form submission',
    path: 'POST with Next-Action, or multipart/form-data, to any page',
    limitBytes: SUBMISSION_BODY_LIMIT_BYTES,
    /** Counted by the submission gate (per instance and per address) until answered. */
    counted: true,
    matches: isSubmission,
    /** Every form posts multipart/form-data, with JavaScript (an action call) or without. */
    refuseBeforeBody: (req) =>
      mediaType(req.headers['content-type']) === 'multipart/form-data' ? undefined : 'unsupported',
    /** A body the form parser cannot read (empty, cut short, another boundary): 400. */
    refuseAfterBody: async (req, body) =>
      (await isReadableForm(String(req.headers['content-type']), body)) ? undefined : 'malformed',
    answer: sentence,
  },
];

const REFUSAL_STATUS = {
  malformed: 400,
  unsigned: 401,
  slow: 408,
  tooLarge: 413,
  unsupported: 415,
  tooMany: 429,
  busy: 503,
};

/**
 * Answers a request the gate refuses: the status and the route's answer for it, `Retry-After`
 * when sending again soon will do. A client still waiting for "100 Continue" is answered at once
 * and sends nothing more (Node closes the connection after the answer). Otherwise the rest of the
 * body is read and discarded, never kept, for at most `drainMs`, then the connection is closed.
 * Closing it while the client is still sending would reach the client as a broken pipe instead of
 * the answer, and so would answering a client that asked for the connection to close after this
 * request (Node closes it once the answer is sent): a body too large, or refused unread (it may be
 * as large), is therefore answered once it has been discarded (or at `drainMs`); the other
 * refusals, whose bodies are small, at once.
 */
function refuse(req, res, route, reason, settings, drainMs, invited) {
  const answer = (last = reason === 'slow') => {
    if (res.headersSent) return;
    const { type, text } = route.answer(req, reason);
    const headers = {
      'Content-Type': type,
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
  if (!invited) return answer(true);
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
  // A body refused before it was read (unsigned) may be as large as one refused for its size.
  if (reason !== 'tooLarge' && reason !== 'unsigned') answer();
}

/**
 * Prepares a request for Next.js and calls `forward` when it may go on: every request gets the
 * trusted address. A request to a route that reads a body (`BODY_ROUTES`) is refused by the
 * server itself, at once and before any of its body is read, when its headers already fail the
 * route (401), it announces a body over the route's limit (413), or, for a submission, its address
 * (429) or the instance (503) has as many in progress as allowed; otherwise its body is read
 * first, within the deadline and the limit, and a body that passes the limit (413) or is not all
 * there by the deadline (408) is refused then. A refused request never reaches Next.js.
 * With `invite` (the request sent `Expect: 100-continue`), "100 Continue" is sent only to a
 * request that passed those checks, right before its body is read: a refused one is never
 * invited to send the body it would be refused for.
 */
export function prepareRequest(req, res, settings, gate, forward, invite) {
  const address = applyClientAddress(req, settings.trustedProxyHops);
  if (!hasReadablePath(req.url)) return refuseUnreadablePath(req, res);
  const route = BODY_ROUTES.find((r) => r.matches(req));
  const invited = !invite;
  if (!route) {
    invite?.();
    return forward();
  }
  const started = Date.now();
  const deadlineMs = settings.submissionBodySeconds * 1000;
  const remaining = () => deadlineMs - (Date.now() - started);
  const early = route.refuseBeforeBody(req);
  if (early) return refuse(req, res, route, early, settings, deadlineMs, invited);
  if (Number(req.headers['content-length'] ?? 0) > route.limitBytes)
    return refuse(req, res, route, 'tooLarge', settings, deadlineMs, invited);
  if (route.counted) {
    const admitted = gate.admit(res, addressGroup(address), req.socket);
    if (admitted !== 'admitted')
      return refuse(req, res, route, admitted, settings, deadlineMs, invited);
  }
  invite?.();
  readBody(req, route.limitBytes, deadlineMs).then(async ({ outcome, body }) => {
    if (outcome === 'complete') {
      const unreadable = await route.refuseAfterBody(req, body);
      if (unreadable) return refuse(req, res, route, unreadable, settings, 0, true);
      return forward(replayedRequest(req, body));
    }
    if (outcome === 'closed') res.destroy();
    else refuse(req, res, route, outcome, settings, outcome === 'slow' ? 0 : remaining(), true);
  });
}

/**
 * The production server's HTTP server: every request passes `prepareRequest` before `handle`
 * (Next.js's handler) sees it, under Node's timeouts (`serverTimeouts`). A request sent with
 * `Expect: 100-continue` reaches the gate through Node's `checkContinue` event instead of Node
 * inviting its body first, so the gate decides whether to invite it.
 */
export function gatedServer(settings, gate, handle) {
  const server = createServer(serverTimeouts(settings), (req, res) =>
    prepareRequest(req, res, settings, gate, (forwarded = req) => handle(forwarded, res)),
  );
  server.on('checkContinue', (req, res) =>
    prepareRequest(
      req,
      res,
      settings,
      gate,
      (forwarded = req) => handle(forwarded, res),
      () => res.writeContinue(),
    ),
  );
  return server;
}
