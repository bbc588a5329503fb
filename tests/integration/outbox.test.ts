import { describe, expect, it } from 'vitest';
import { contactFormLead } from '@/features/contact-form/lead';
import { newsletterLead } from '@/features/newsletter/lead';
import { salesContactLead } from '@/features/sales-contact/lead';
import { customerId } from '@/server/integrations/customerio';
import {
  claimDue,
  drainOnce,
  policyFromEnv,
  processItem,
  retryDelay,
  startDispatcher,
  stopDispatcher,
  type OutboxPolicy,
} from '@/server/outbox';
import { testDatabases } from '../support/databases';
import { blockDatabase } from '../support/lead-database';
import { formData, lead, submit } from '../support/forms';
import { deliveryStandIns } from '../support/deliveries';
import { blockEnv } from '../support/env';

const policy: OutboxPolicy = {
  maxAttempts: 5,
  baseDelayMs: 0,
  maxDelayMs: 0,
  lockMs: 60_000,
  batchSize: 50,
};
const AUTH = `Basic ${Buffer.from('site-123:key-456').toString('base64')}`;

describe.each(testDatabases())('outbox delivery on $name', (database) => {
  const services = deliveryStandIns();
  const testDb = blockDatabase(database, ['outbox']);
  let ip = 0;
  const send = (s: Parameters<typeof submit>[0]) =>
    submit(s, { handle: testDb.handle, address: `192.0.2.${++ip}` });

  blockEnv(() => ({
    ...services.env(),
    // Newsletter sign-ups active at once, as without e-mail (newsletter-confirmation.test.ts).
    NEWSLETTER_CONFIRMATION: 'off',
    SMTP_FROM: 'Invoxa website <no-reply@invoxa.test>',
    SALES_NOTIFY_EMAIL: 'sales@invoxa.test',
    SALES_WEBHOOK_URL: `${services.hook.url}/sales-hook`,
  }));

  it('sends the contact profile then the event to Customer.io, exactly as the Track API expects', async () => {
    await send(
      lead(
        contactFormLead,
        'en',
        formData({
          name: 'Ana Ruiz',
          email: 'ana+mx@example.com',
          phone: '555 123 4567',
          company: 'Ruiz Studio',
          subject: 'sales',
          message: 'Quote please',
          textOptIn: 'on',
        }),
      ),
    );
    expect(await drainOnce(testDb.handle, policy)).toBe(1);
    const id = customerId('ana+mx@example.com');
    expect(id).toBe(
      Buffer.from('ana+mx@example.com')
        .toString('base64')
        .replace(/[^A-Za-z0-9]/g, ''),
    );
    expect(services.cio.requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      `PUT /api/v1/customers/${id}`,
      `POST /api/v1/customers/${id}/events`,
    ]);
    for (const r of services.cio.requests) {
      expect(r.headers.authorization).toBe(AUTH);
      expect(r.headers['content-type']).toBe('application/json');
    }
    const profile = JSON.parse(services.cio.requests[0]!.body);
    expect(Object.keys(profile).sort()).toEqual([
      'company',
      'created_at',
      'email',
      'last_contact_date',
      'name',
      'phone',
      'text_opt_in',
    ]);
    expect(profile).toMatchObject({
      email: 'ana+mx@example.com',
      name: 'Ana Ruiz',
      phone: '555 123 4567',
      company: 'Ruiz Studio',
      text_opt_in: true,
    });
    expect(Number.isInteger(profile.created_at)).toBe(true);
    expect(new Date(profile.last_contact_date).toISOString()).toBe(profile.last_contact_date);
    expect(profile.created_at).toBe(Math.floor(Date.parse(profile.last_contact_date) / 1000));
    const event = JSON.parse(services.cio.requests[1]!.body);
    expect(event.name).toBe('contact_form_submitted');
    expect(event.id).toMatch(/^[0-9A-HJKMNP-TV-Z]{26}$/);
    expect(event.data).toEqual({
      timestamp: profile.last_contact_date,
      subject: 'sales',
      message_length: 12,
      has_phone: true,
      has_company: true,
      text_opt_in: true,
      form_source: 'website_contact_page',
    });
    const item = await testDb.handle.db.selectFrom('outbox').selectAll().executeTakeFirstOrThrow();
    expect(item).toMatchObject({ status: 'delivered', attempts: 1 });
  });

  it('retries a 500 twice, then delivers exactly once with the same event id', async () => {
    services.cio.respondWith(500, 500);
    await send(lead(newsletterLead, 'en', formData({ email: 'retry@example.com' })));
    expect(await drainOnce(testDb.handle, policy)).toBe(1); // PUT 500
    expect(
      (await testDb.handle.db.selectFrom('outbox').selectAll().executeTakeFirstOrThrow()).status,
    ).toBe('pending');
    expect(await drainOnce(testDb.handle, policy)).toBe(1); // PUT 500
    expect(await drainOnce(testDb.handle, policy)).toBe(1); // PUT 200, event 200
    expect(await drainOnce(testDb.handle, policy)).toBe(0); // nothing left
    const events = services.cio.requests.filter((r) => r.path.endsWith('/events'));
    expect(events).toHaveLength(1);
    const item = await testDb.handle.db.selectFrom('outbox').selectAll().executeTakeFirstOrThrow();
    expect(item).toMatchObject({ status: 'delivered', attempts: 3 });
  });

  it('keeps an item as dead after a final 4xx, without retrying it', async () => {
    services.cio.respondWith(401);
    await send(lead(newsletterLead, 'en', formData({ email: 'denied@example.com' })));
    await drainOnce(testDb.handle, policy);
    await drainOnce(testDb.handle, policy);
    expect(services.cio.requests).toHaveLength(1);
    const item = await testDb.handle.db.selectFrom('outbox').selectAll().executeTakeFirstOrThrow();
    expect(item.status).toBe('dead');
    expect(item.last_error).toContain('401');
  });

  it('retries 408 and 429 but gives up after the maximum attempts', async () => {
    services.cio.respondWith(429, 408, 503, 502, 500);
    await send(lead(newsletterLead, 'en', formData({ email: 'flaky@example.com' })));
    for (let i = 0; i < 6; i++) await drainOnce(testDb.handle, policy);
    const item = await testDb.handle.db.selectFrom('outbox').selectAll().executeTakeFirstOrThrow();
    expect(item).toMatchObject({ status: 'dead', attempts: 5 });
  });

  it('notifies sales by e-mail and by webhook', async () => {
    await send(
      lead(
        salesContactLead,
        'es',
        formData({
          name: 'Luis Perez',
          email: 'luis@empresa.mx',
          phone: '+52 55 1234 5678',
          preferPhone: 'true',
        }),
      ),
    );
    const items = await testDb.handle.db.selectFrom('outbox').select(['id', 'topic']).execute();
    const idOf = (topic: string) => items.find((i) => i.topic === topic)!.id;
    expect(await drainOnce(testDb.handle, policy)).toBe(2);
    expect(services.hook.requests).toHaveLength(1);
    // Each delivery carries its outbox item's id, so a repeat after a crash can be dropped.
    expect(services.hook.requests[0]!.headers['idempotency-key']).toBe(
      idOf('sales-contact.webhook'),
    );
    expect(services.hook.requests[0]).toMatchObject({ method: 'POST', path: '/sales-hook' });
    expect(services.hook.requests[0]!.headers['content-type']).toBe('application/json');
    expect(JSON.parse(services.hook.requests[0]!.body)).toEqual({
      name: 'Luis Perez',
      email: 'luis@empresa.mx',
      phone: '+52 55 1234 5678',
      preferPhone: true,
      // Sent without touches: always present, empty (tests/integration/attribution.test.ts).
      attribution: { first: {}, last: {} },
    });
    expect(services.smtp.messages).toHaveLength(1);
    const mail = services.smtp.messages[0]!;
    expect(mail.from).toBe('no-reply@invoxa.test');
    expect(mail.to).toEqual(['sales@invoxa.test']);
    expect(mail.raw).toMatch(/Subject: New sales contact: Luis Perez/);
    expect(mail.raw).toMatch(/Reply-To: luis@empresa\.mx/);
    expect(mail.raw).toContain('Prefers: phone');
    expect(mail.raw).toContain('Phone: +52 55 1234 5678');
    expect(mail.raw).toContain(`Message-ID: <${idOf('sales-contact.sales-email')}@`);
  });

  it('waits as long as Retry-After asks, with jitter in its own backoff', async () => {
    services.cio.respondWith({ status: 429, headers: { 'Retry-After': '120' } });
    await send(lead(newsletterLead, 'en', formData({ email: 'later@example.com' })));
    const before = Date.now();
    await drainOnce(testDb.handle, { ...policy, maxDelayMs: 60 * 60 * 1000 });
    const item = await testDb.handle.db.selectFrom('outbox').selectAll().executeTakeFirstOrThrow();
    expect(item).toMatchObject({ status: 'pending', attempts: 1 });
    expect(Date.parse(item.next_attempt_at) - before).toBeGreaterThanOrEqual(119_000);

    const step = { ...policy, baseDelayMs: 1000, maxDelayMs: 60_000 };
    expect(retryDelay(3, step, undefined, () => 0)).toBe(2000);
    expect(retryDelay(3, step, undefined, () => 0.999)).toBe(3998);
    expect(retryDelay(1, step, 30_000, () => 0.5)).toBe(30_000);
  });

  it('claims one item at a time by default, so each lock covers one delivery', async () => {
    await send(lead(newsletterLead, 'en', formData({ email: 'one@example.com' })));
    await send(lead(newsletterLead, 'en', formData({ email: 'two@example.com' })));
    expect(await claimDue(testDb.handle, policyFromEnv())).toHaveLength(1);
  });

  it('a failing integration never fails the submission', async () => {
    services.cio.respondWith(500, 500, 500);
    const state = await send(lead(newsletterLead, 'en', formData({ email: 'safe@example.com' })));
    expect(state.status).toBe('success');
    await drainOnce(testDb.handle, policy);
    expect(
      await testDb.handle.db
        .selectFrom('newsletter_signups')
        .where('email', '=', 'safe@example.com')
        .selectAll()
        .execute(),
    ).toHaveLength(1);
  });

  it('never hands the same item to two claimers', async () => {
    for (let i = 0; i < 10; i++)
      await send(lead(newsletterLead, 'en', formData({ email: `c${i}@example.com` })));
    const [a, b] = await Promise.all([
      claimDue(testDb.handle, { ...policy, batchSize: 6 }),
      claimDue(testDb.handle, { ...policy, batchSize: 6 }),
    ]);
    const ids = [...a, ...b].map((r) => r.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toHaveLength(10);
  });

  it('starts delivering once the submission has committed, not at the next poll', async () => {
    // The dispatcher of a web instance, on this database, polling only once a minute: only the
    // wake-up after the submission's commit can make the delivery come sooner.
    const key = Symbol.for('invoxa.db');
    (globalThis as Record<symbol, unknown>)[key] = Promise.resolve(testDb.handle);
    startDispatcher(60_000, policy);
    try {
      // Its first look at the queue (at start) is over before the submission.
      const dispatcher = Symbol.for('invoxa.outbox.dispatcher');
      await expect
        .poll(() => (globalThis as Record<symbol, { running?: unknown }>)[dispatcher]?.running)
        .toBeUndefined();
      const state = await send(
        lead(
          salesContactLead,
          'en',
          formData({ name: 'Nia', email: 'nia@example.com', preferPhone: 'false' }),
        ),
      );
      expect(state.status).toBe('success');
      await expect.poll(() => services.hook.requests.length, { timeout: 3_000 }).toBe(1);
    } finally {
      await stopDispatcher();
      delete (globalThis as Record<symbol, unknown>)[key];
    }
  });

  it('keeps a delivery made meanwhile when a late attempt at the same item fails', async () => {
    await send(
      lead(
        salesContactLead,
        'en',
        formData({ name: 'Oto', email: 'oto@example.com', preferPhone: 'false' }),
      ),
    );
    await testDb.handle.db
      .deleteFrom('outbox')
      .where('topic', '!=', 'sales-contact.webhook')
      .execute();
    // One instance claimed the item and held it past its lock; another claimed it again.
    const [late] = await claimDue(testDb.handle, { ...policy, lockMs: 0 });
    const [other] = await claimDue(testDb.handle, policy, new Date(Date.now() + 1));
    expect(other?.id).toBe(late!.id);
    expect(await processItem(testDb.handle.db, other!, policy)).toBe('delivered');
    services.hook.respondWith(500);
    expect(await processItem(testDb.handle.db, late!, policy)).toBe('retry');
    const item = await testDb.handle.db.selectFrom('outbox').selectAll().executeTakeFirstOrThrow();
    expect(item).toMatchObject({ status: 'delivered', attempts: 1, last_error: null });
    expect(await drainOnce(testDb.handle, policy)).toBe(0);
    expect(services.hook.requests).toHaveLength(2);
  });
});
