import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactFormLead } from '@/features/contact-form/lead';
import { dataDeletionLead } from '@/features/data-deletion/lead';
import { newsletterLead } from '@/features/newsletter/lead';
import { salesContactLead } from '@/features/sales-contact/lead';
import { resetEnv } from '@/env';
import type { DbHandle } from '@/server/db';
import { customerId } from '@/server/integrations/customerio';
import { drainOnce } from '@/server/outbox';
import { exportCsv, processDeletionRequest, retryDead } from '@/server/ops';
import { testDatabases } from '../support/databases';
import { formData, lead, submit } from '../support/forms';
import { startHttpStandIn } from '../support/stand-ins';

describe.each(testDatabases())('operator commands on $name', (database) => {
  let handle: DbHandle & { close: () => Promise<void> };
  let cio: Awaited<ReturnType<typeof startHttpStandIn>>;
  let ip = 0;
  const send = (s: Parameters<typeof submit>[0]) =>
    submit(s, { handle, address: `100.64.0.${++ip}` });

  beforeAll(async () => {
    cio = await startHttpStandIn();
    Object.assign(process.env, {
      CUSTOMERIO_SITE_ID: 'site-123',
      CUSTOMERIO_API_KEY: 'key-456',
      CUSTOMERIO_BASE_URL: `${cio.url}/api/v1`,
    });
    resetEnv();
    handle = await database.open();
  });
  afterAll(async () => {
    await Promise.all([handle.close(), cio.close()]);
    for (const k of ['CUSTOMERIO_SITE_ID', 'CUSTOMERIO_API_KEY', 'CUSTOMERIO_BASE_URL'])
      delete process.env[k];
    resetEnv();
  });

  it('carries out a deletion request across every table and suppresses the person', async () => {
    const email = 'Erase.Me@Example.com';
    await send(lead(newsletterLead, 'en', formData({ email })));
    await send(
      lead(
        contactFormLead,
        'en',
        formData({ name: 'Erase', email, subject: 'general', message: 'hi' }),
      ),
    );
    await send(
      lead(
        salesContactLead,
        'en',
        formData({ name: 'Erase', email, phone: '', preferPhone: 'false' }),
      ),
    );
    await send(
      lead(
        contactFormLead,
        'en',
        formData({ name: 'Keep', email: 'keep@example.com', subject: 'general', message: 'hi' }),
      ),
    );
    await send(
      lead(dataDeletionLead, 'en', formData({ email, confirmEmail: email, confirm: 'on' })),
    );
    const request = await handle.db
      .selectFrom('data_deletion_requests')
      .selectAll()
      .executeTakeFirstOrThrow();

    const report = await processDeletionRequest(handle.db, request.id);
    expect(report).toEqual({
      email: 'erase.me@example.com',
      deleted: { newsletter_signups: 1, sales_contacts: 1, contact_submissions: 1, outbox: 2 },
      marketingAutomation: 'suppressed',
    });
    expect(cio.requests).toHaveLength(1);
    expect(cio.requests[0]).toMatchObject({
      method: 'POST',
      path: `/api/v1/customers/${customerId('erase.me@example.com')}/suppress`,
    });
    expect(cio.requests[0]!.headers.authorization).toBe(
      `Basic ${Buffer.from('site-123:key-456').toString('base64')}`,
    );
    expect(await handle.db.selectFrom('contact_submissions').select('email').execute()).toEqual([
      { email: 'keep@example.com' },
    ]);
    const done = await handle.db
      .selectFrom('data_deletion_requests')
      .selectAll()
      .executeTakeFirstOrThrow();
    expect(done.status).toBe('completed');
    expect(Date.parse(done.completed_at ?? '')).not.toBeNaN();
    await expect(processDeletionRequest(handle.db, request.id)).rejects.toThrow(
      /already completed/,
    );
  });

  it('does not mark a request done when marketing automation refuses', async () => {
    await send(
      lead(
        dataDeletionLead,
        'en',
        formData({ email: 'x@example.com', confirmEmail: 'x@example.com', confirm: 'on' }),
      ),
    );
    const request = await handle.db
      .selectFrom('data_deletion_requests')
      .selectAll()
      .where('email', '=', 'x@example.com')
      .executeTakeFirstOrThrow();
    cio.respondWith(503);
    await expect(processDeletionRequest(handle.db, request.id)).rejects.toThrow(/503/);
    expect(
      (
        await handle.db
          .selectFrom('data_deletion_requests')
          .select('status')
          .where('id', '=', request.id)
          .executeTakeFirstOrThrow()
      ).status,
    ).toBe('pending');
  });

  it('exports CSV with quoting and no spreadsheet formulas', async () => {
    await send(
      lead(
        contactFormLead,
        'en',
        formData({
          name: '=HYPERLINK("x")',
          email: 'csv@example.com',
          subject: 'other',
          message: 'line one\nline "two", three',
        }),
      ),
    );
    const csv = await exportCsv(handle.db, 'contact_submissions');
    expect(csv.split('\n')[0]).toBe(
      'id,name,email,phone,company,subject,message,text_opt_in,created_at',
    );
    expect(csv).toContain(
      `"'=HYPERLINK(""x"")",csv@example.com,,,other,"line one\nline ""two"", three",0,`,
    );
  });

  it('queues dead outbox items again', async () => {
    cio.reset();
    cio.respondWith(400);
    await send(lead(newsletterLead, 'en', formData({ email: 'dead@example.com' })));
    await drainOnce(handle, {
      maxAttempts: 3,
      baseDelayMs: 0,
      maxDelayMs: 0,
      lockMs: 1000,
      batchSize: 10,
    });
    expect(await retryDead(handle.db)).toBe(1);
    await drainOnce(handle, {
      maxAttempts: 3,
      baseDelayMs: 0,
      maxDelayMs: 0,
      lockMs: 1000,
      batchSize: 10,
    });
    const item = await handle.db
      .selectFrom('outbox')
      .selectAll()
      .where('topic', '=', 'newsletter.customerio')
      .orderBy('created_at', 'desc')
      .executeTakeFirstOrThrow();
    expect(item.status).toBe('delivered');
  });
});
