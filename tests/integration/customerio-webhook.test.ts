import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { POST } from '../../app/api/webhooks/customerio/route';
import { resetEnv } from '@/env';
import type { DbHandle } from '@/server/db';
import { testDatabases } from '../support/databases';
import { hostileWebhookRequests } from '../support/hostile-input';
import { customerIoWebhookRequest, unsubscribedEvent } from '../support/stand-ins';

const URL = 'http://localhost:3000/api/webhooks/customerio';
const KEY = 'cio-signing-key-3f9a61';
const GLOBAL_KEY = Symbol.for('invoxa.db');
const TABLES = [
  'newsletter_signups',
  'newsletter_suppressions',
  'consent_records',
  'webhook_events',
] as const;

describe.each(testDatabases())('Customer.io reporting webhook on $name', (database) => {
  let handle: DbHandle & { close: () => Promise<void> };
  const call = async (request: Request) => {
    const res = await POST(request);
    return { status: res.status, body: (await res.json()) as Record<string, string> };
  };
  /** Everything the webhook can change, to prove a refused request changed nothing. */
  const snapshot = async () =>
    Object.fromEntries(
      await Promise.all(
        TABLES.map(async (t) => [t, await handle.db.selectFrom(t).selectAll().execute()]),
      ),
    );

  beforeAll(async () => {
    process.env.CUSTOMERIO_WEBHOOK_SIGNING_KEY = KEY;
    resetEnv();
    handle = await database.open();
    (globalThis as Record<symbol, unknown>)[GLOBAL_KEY] = Promise.resolve(handle);
  });
  afterAll(async () => {
    delete (globalThis as Record<symbol, unknown>)[GLOBAL_KEY];
    delete process.env.CUSTOMERIO_WEBHOOK_SIGNING_KEY;
    resetEnv();
    await handle.close();
  });
  beforeEach(async () => {
    for (const t of TABLES) await handle.db.deleteFrom(t).execute();
    await handle.db
      .insertInto('newsletter_signups')
      .values({
        id: '01JCONSENT0000000000000001',
        email: 'ana@example.com',
        language: 'es',
        source: 'articles_page',
        status: 'active',
        created_at: new Date().toISOString(),
      })
      .execute();
  });

  it('a signed unsubscribe marks the row, suppresses the address and appends the withdrawal', async () => {
    const event = unsubscribedEvent('Ana@Example.com');
    const res = await call(customerIoWebhookRequest(URL, event, { signingKey: KEY }));
    expect(res).toEqual({ status: 200, body: { status: 'recorded' } });
    expect(await handle.db.selectFrom('newsletter_signups').selectAll().execute()).toMatchObject([
      { email: 'ana@example.com', status: 'unsubscribed' },
    ]);
    expect(
      await handle.db.selectFrom('newsletter_suppressions').select(['email', 'reason']).execute(),
    ).toEqual([{ email: 'ana@example.com', reason: 'unsubscribed' }]);
    expect(await handle.db.selectFrom('consent_records').selectAll().execute()).toMatchObject([
      {
        email: 'ana@example.com',
        purpose: 'newsletter',
        state: 'withdrawn',
        method: 'customerio_webhook',
        language: 'es',
      },
    ]);

    // The same event again (a retry, or a replay inside the window): acknowledged, nothing changes.
    const before = await snapshot();
    const again = await call(customerIoWebhookRequest(URL, event, { signingKey: KEY }));
    expect(again).toEqual({ status: 200, body: { status: 'duplicate' } });
    expect(await snapshot()).toEqual(before);
  });

  it("an unsubscribe older than the person's later confirmation does not suppress them again", async () => {
    const confirmedAt = new Date(Date.now() - 60 * 60 * 1000);
    await handle.db
      .updateTable('newsletter_signups')
      .set({ confirmed_at: confirmedAt.toISOString() })
      .execute();
    const before = await snapshot();
    // Customer.io retries an unsubscribe from before the confirmation: it arrives late.
    const late = {
      ...unsubscribedEvent('ana@example.com'),
      timestamp: Math.floor(confirmedAt.getTime() / 1000) - 24 * 60 * 60,
    };
    expect(await call(customerIoWebhookRequest(URL, late, { signingKey: KEY }))).toEqual({
      status: 200,
      body: { status: 'superseded' },
    });
    const after = await snapshot();
    expect({ ...after, webhook_events: [] }).toEqual({ ...before, webhook_events: [] });
    // An unsubscribe after the confirmation is the person leaving again.
    const later = {
      ...unsubscribedEvent('ana@example.com'),
      timestamp: Math.floor(confirmedAt.getTime() / 1000) + 60,
    };
    expect(await call(customerIoWebhookRequest(URL, later, { signingKey: KEY }))).toEqual({
      status: 200,
      body: { status: 'recorded' },
    });
    expect(await handle.db.selectFrom('newsletter_signups').select('status').execute()).toEqual([
      { status: 'unsubscribed' },
    ]);
  });

  it('an unsubscribe of an address with no sign-up still suppresses it', async () => {
    const res = await call(
      customerIoWebhookRequest(URL, unsubscribedEvent('lead@example.com'), { signingKey: KEY }),
    );
    expect(res.status).toBe(200);
    expect(await handle.db.selectFrom('newsletter_suppressions').select('email').execute()).toEqual(
      [{ email: 'lead@example.com' }],
    );
  });

  it('refuses with 401, changing nothing, an unsigned, wrongly signed, tampered or replayed request', async () => {
    const event = unsubscribedEvent('ana@example.com');
    const body = JSON.stringify(event);
    const now = Math.floor(Date.now() / 1000);
    const refused = {
      unsigned: customerIoWebhookRequest(URL, event),
      'signed with another key': customerIoWebhookRequest(URL, event, {
        signingKey: 'not-the-key',
      }),
      'signature of another body': customerIoWebhookRequest(URL, event, {
        signingKey: KEY,
        body: body.replace('ana@', 'bob@'),
        signature: customerIoWebhookRequest(URL, event, {
          signingKey: KEY,
          timestamp: now,
        }).headers.get('x-cio-signature')!,
        timestamp: now,
      }),
      'replayed after six minutes': customerIoWebhookRequest(URL, event, {
        signingKey: KEY,
        timestamp: now - 6 * 60,
      }),
      'timestamp in the future': customerIoWebhookRequest(URL, event, {
        signingKey: KEY,
        timestamp: now + 6 * 60,
      }),
      'signed without the v0 prefix': customerIoWebhookRequest(URL, event, {
        signingKey: KEY,
        timestamp: now,
        signature: (await import('node:crypto'))
          .createHmac('sha256', KEY)
          .update(`${now}:${body}`)
          .digest('hex'),
      }),
    };
    const before = await snapshot();
    for (const [what, request] of Object.entries(refused)) {
      const res = await call(request);
      expect(res.status, what).toBe(401);
    }
    expect(await snapshot()).toEqual(before);
  });

  it('refuses a request whose signature headers are missing, malformed or stale before reading its body', async () => {
    const now = Math.floor(Date.now() / 1000);
    const cases: Record<string, Record<string, string>> = {
      unsigned: {},
      'signature not hex': { 'X-CIO-Timestamp': String(now), 'X-CIO-Signature': 'forged' },
      'an hour old': { 'X-CIO-Timestamp': String(now - 3600), 'X-CIO-Signature': 'ab'.repeat(32) },
    };
    for (const [what, headers] of Object.entries(cases)) {
      // 1 MB in 64 KB pieces, handed out only when the route reads them.
      let pieces = 0;
      const body = new ReadableStream<Uint8Array>(
        {
          pull(controller) {
            pieces += 1;
            controller.enqueue(new Uint8Array(64 * 1024));
            if (pieces === 16) controller.close();
          },
        },
        { highWaterMark: 0 },
      );
      const request = new Request(URL, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', ...headers },
        body,
        duplex: 'half',
      } as RequestInit);
      expect(await call(request), what).toEqual({
        status: 401,
        body: { error: 'signature not verified' },
      });
      expect(pieces, what).toBe(0);
    }
  });

  it('refuses everything when no signing key is configured', async () => {
    delete process.env.CUSTOMERIO_WEBHOOK_SIGNING_KEY;
    resetEnv();
    try {
      const res = await call(
        customerIoWebhookRequest(URL, unsubscribedEvent('ana@example.com'), { signingKey: '' }),
      );
      expect(res.status).toBe(401);
      expect(await handle.db.selectFrom('newsletter_suppressions').selectAll().execute()).toEqual(
        [],
      );
    } finally {
      process.env.CUSTOMERIO_WEBHOOK_SIGNING_KEY = KEY;
      resetEnv();
    }
  });

  it('acknowledges and ignores other signed events', async () => {
    const opened = { ...unsubscribedEvent('ana@example.com'), metric: 'opened' };
    const res = await call(customerIoWebhookRequest(URL, opened, { signingKey: KEY }));
    expect(res).toEqual({ status: 200, body: { status: 'ignored' } });
    expect(await handle.db.selectFrom('newsletter_suppressions').selectAll().execute()).toEqual([]);
  });

  it('generated hostile requests: unsigned ones change nothing; signed ones never fail the server', async () => {
    const calls = hostileWebhookRequests(URL, KEY);
    expect(calls.filter((c) => c.signed).length).toBeGreaterThan(20);
    expect(calls.filter((c) => !c.signed).length).toBeGreaterThan(20);
    const before = await snapshot();
    for (const { what, request } of calls.filter((c) => !c.signed))
      expect((await call(request)).status, what).toBe(401);
    expect(await snapshot()).toEqual(before);
    for (const { what, request } of calls.filter((c) => c.signed))
      expect((await call(request)).status, what).toBe(200);
    // Whatever a signed body named, only normalized addresses were suppressed.
    for (const { email } of await handle.db
      .selectFrom('newsletter_suppressions')
      .select('email')
      .execute())
      expect(email).toBe(
        email.trim().normalize('NFC').toUpperCase().toLowerCase().normalize('NFC'),
      );
  });
});
