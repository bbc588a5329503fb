import 'server-only';
import { createHmac, timingSafeEqual } from 'node:crypto';
import { signatureHeadersProblem } from './signature-headers.mjs';

export { SIGNATURE_WINDOW_SECONDS, WEBHOOK_BODY_LIMIT_BYTES } from './signature-headers.mjs';

/**
 * Customer.io's reporting webhooks, at their edge: the signature check and the reshaping of an
 * event into what the site acts on. Customer.io signs each request with the webhook's signing key:
 * `X-CIO-Signature` is the hex HMAC-SHA256 of `v0:<X-CIO-Timestamp>:<raw body>`
 * (docs/decisions/consent-records.md cites the documentation).
 */

export type Verification =
  | { ok: true }
  | {
      ok: false;
      reason: 'not_configured' | 'unsigned' | 'bad_timestamp' | 'stale' | 'bad_signature';
    };

/** The signature Customer.io sends for a body signed at `timestamp` (Unix seconds, as sent). */
export function reportingSignature(signingKey: string, timestamp: string, body: Buffer | string) {
  return createHmac('sha256', signingKey)
    .update(`v0:${timestamp}:`, 'utf8')
    .update(typeof body === 'string' ? Buffer.from(body, 'utf8') : body)
    .digest('hex');
}

/**
 * What can be checked before reading a request's body: a signing key is configured, and the
 * signature headers are present, well formed and recent. A request that fails it is refused
 * without reading its body.
 */
export function verifyReportingHeaders(
  request: { signingKey: string | undefined; timestamp: string | null; signature: string | null },
  now = new Date(),
): Verification {
  if (!request.signingKey) return { ok: false, reason: 'not_configured' };
  const problem = signatureHeadersProblem(request.timestamp, request.signature, now);
  return problem ? { ok: false, reason: problem } : { ok: true };
}

/**
 * Checks a request as Customer.io documents it, on the raw bytes of its body, comparing in
 * constant time; a timestamp outside the window fails even with a valid signature.
 */
export function verifyReportingRequest(
  request: {
    signingKey: string | undefined;
    timestamp: string | null;
    signature: string | null;
    body: Buffer;
  },
  now = new Date(),
): Verification {
  const { signingKey, timestamp, signature, body } = request;
  const headers = verifyReportingHeaders({ signingKey, timestamp, signature }, now);
  if (!headers.ok) return headers;
  // All three are present and well formed once the headers verify.
  const expected = Buffer.from(reportingSignature(signingKey ?? '', timestamp ?? '', body), 'hex');
  return timingSafeEqual(expected, Buffer.from(signature ?? '', 'hex'))
    ? { ok: true }
    : { ok: false, reason: 'bad_signature' };
}

/** What the site acts on in a reporting event. */
export interface ReportingEvent {
  /** Customer.io's event id (the same on every retry of one event), when the payload has one. */
  id?: string;
  /** `unsubscribed` (a person left, from a message's link or their profile); anything else is ignored. */
  kind: 'unsubscribed' | 'other';
  /** The address concerned, as sent (normalize before use). */
  email?: string;
  metric: string;
  /** When the event happened (`timestamp`, Unix seconds), when the payload says. */
  at?: Date;
}

const text = (v: unknown, max: number) =>
  typeof v === 'string' && v.length > 0 && v.length <= max ? v : undefined;

/**
 * Reads a reporting event: `event_id`, `object_type` (`email`, `customer`, …), `metric`,
 * `timestamp` (when the event happened, Unix seconds), and the address in `data.email_address`,
 * `data.identifiers.email` or `data.recipient`. Undefined when
 * the body is not such an object.
 */
export function parseReportingEvent(body: Buffer): ReportingEvent | undefined {
  let value: unknown;
  try {
    value = JSON.parse(body.toString('utf8'));
  } catch {
    return undefined;
  }
  if (!value || typeof value !== 'object' || Array.isArray(value)) return undefined;
  const event = value as Record<string, unknown>;
  const metric = text(event.metric, 100);
  if (!metric) return undefined;
  const data = (event.data && typeof event.data === 'object' ? event.data : {}) as Record<
    string,
    unknown
  >;
  const identifiers = (
    data.identifiers && typeof data.identifiers === 'object' ? data.identifiers : {}
  ) as Record<string, unknown>;
  const id = text(event.event_id, 200);
  const seconds = event.timestamp;
  return {
    at:
      typeof seconds === 'number' && Number.isInteger(seconds) && seconds > 0 && seconds < 1e11
        ? new Date(seconds * 1000)
        : undefined,
    id: id && /^[\w.:-]+$/.test(id) ? id : undefined,
    kind: metric === 'unsubscribed' ? 'unsubscribed' : 'other',
    email:
      text(data.email_address, 254) ?? text(identifiers.email, 254) ?? text(data.recipient, 254),
    metric,
  };
}
