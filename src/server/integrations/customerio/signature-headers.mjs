// Plain JavaScript, so the production server's request gate (scripts/request-gate.mjs, run by Node
// without a build step) refuses an unsigned reporting-webhook request from its headers, before any
// of its body is read, by the same rules the webhook (./webhook.ts) verifies the signature with.

/** How far a request's timestamp may be from our clock: older requests are replays. */
export const SIGNATURE_WINDOW_SECONDS = 5 * 60;
/** Largest body accepted (an unsubscribe event is well under 2 KB). */
export const WEBHOOK_BODY_LIMIT_BYTES = 64 * 1024;

/**
 * What is wrong with a request's signature headers (`X-CIO-Timestamp`, `X-CIO-Signature`), judged
 * without its body: `unsigned` (one is missing), `bad_timestamp`, `stale` (outside the window) or
 * `bad_signature` (not 64 hex digits); undefined when they may sign a body.
 * @param {string | null | undefined} timestamp
 * @param {string | null | undefined} signature
 * @param {Date} [now]
 * @returns {'unsigned' | 'bad_timestamp' | 'stale' | 'bad_signature' | undefined}
 */
export function signatureHeadersProblem(timestamp, signature, now = new Date()) {
  if (!timestamp || !signature) return 'unsigned';
  if (!/^\d{1,12}$/.test(timestamp)) return 'bad_timestamp';
  if (Math.abs(now.getTime() / 1000 - Number(timestamp)) > SIGNATURE_WINDOW_SECONDS) return 'stale';
  if (!/^[0-9a-fA-F]{64}$/.test(signature)) return 'bad_signature';
  return undefined;
}
