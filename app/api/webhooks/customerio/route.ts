import { ulid } from 'ulid';
import { env } from '@/env';
import { normalizeEmail } from '@/lib/forms/email';
import { featureJobs } from '@/features/jobs';
import { logger } from '@/log';
import { database } from '@/server/db';
import {
  parseReportingEvent,
  verifyReportingHeaders,
  verifyReportingRequest,
  WEBHOOK_BODY_LIMIT_BYTES,
} from '@/server/integrations/customerio/webhook';

export const dynamic = 'force-dynamic';

const headers = { 'Cache-Control': 'no-store' };
const answer = (status: number, body: Record<string, string>) =>
  Response.json(body, { status, headers });

/**
 * Customer.io's reporting webhook. A request whose signature does not verify (unsigned, wrongly
 * signed, or signed more than five minutes away from our clock) changes nothing, is logged and
 * gets 401; one whose signature headers are missing, malformed or stale, before its body is read.
 * The production server's request gate (scripts/request-gate.mjs) has already refused those and
 * read the body within its limit and deadline, so reading it here holds at most that limit. A
 * verified `unsubscribed` event marks the newsletter row, suppresses the address and appends the
 * withdrawal to the consent records, unless the person confirmed a sign-up after the event
 * happened (a late retry); a repeated event id changes nothing and is
 * acknowledged (a 4xx would make Customer.io hold back every later event while it retries).
 * Other events are acknowledged and ignored.
 */
export async function POST(request: Request) {
  const log = logger().child({ integration: 'customerio-webhook', requestId: ulid() });
  const signed = {
    signingKey: env().CUSTOMERIO_WEBHOOK_SIGNING_KEY,
    timestamp: request.headers.get('x-cio-timestamp'),
    signature: request.headers.get('x-cio-signature'),
  };
  const unread = verifyReportingHeaders(signed);
  if (!unread.ok) {
    log.warn({ reason: unread.reason }, 'reporting webhook refused: signature not verified');
    return answer(401, { error: 'signature not verified' });
  }
  if (Number(request.headers.get('content-length') ?? 0) > WEBHOOK_BODY_LIMIT_BYTES)
    return answer(413, { error: 'body too large' });
  const body = Buffer.from(await request.arrayBuffer());
  if (body.length > WEBHOOK_BODY_LIMIT_BYTES) return answer(413, { error: 'body too large' });

  const verdict = verifyReportingRequest({ ...signed, body });
  if (!verdict.ok) {
    log.warn({ reason: verdict.reason }, 'reporting webhook refused: signature not verified');
    return answer(401, { error: 'signature not verified' });
  }

  const event = parseReportingEvent(body);
  if (!event || event.kind !== 'unsubscribed') {
    log.info({ metric: event?.metric ?? null }, 'reporting webhook event ignored');
    return answer(200, { status: 'ignored' });
  }
  const email = event.email === undefined ? '' : normalizeEmail(event.email);
  if (!email.includes('@')) {
    log.warn({ eventId: event.id ?? null }, 'unsubscribe event without an address ignored');
    return answer(200, { status: 'ignored' });
  }
  try {
    const outcome = await featureJobs.reportedUnsubscribe((await database()).db, {
      id: event.id,
      email,
      at: event.at,
    });
    log.info({ eventId: event.id ?? null, outcome }, 'unsubscribe from Customer.io');
    return answer(200, { status: outcome });
  } catch (error) {
    log.error(
      { error: error instanceof Error ? error.message : String(error) },
      'unsubscribe from Customer.io could not be recorded',
    );
    // Customer.io retries a failed delivery with backoff, which is what a database outage needs.
    return answer(500, { error: 'not recorded' });
  }
}
