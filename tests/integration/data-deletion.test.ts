import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { contactFormLead } from '@/features/contact-form/lead';
import { dataDeletionLead } from '@/features/data-deletion/lead';
import { liveChatLead } from '@/features/live-chat/lead';
import { newsletterLead } from '@/features/newsletter/lead';
import { salesContactLead } from '@/features/sales-contact/lead';
import { featureJobs } from '@/features/jobs';
import { housekeeping } from '@/server/housekeeping';
import { customerId } from '@/server/integrations/customerio';
import { drainOnce, policyFromEnv, processItem } from '@/server/outbox';
import { eraseRequestData } from '@/server/outbox/erase';
import { PERSONAL_TABLES } from '@/server/personal-data';
import { confirmDeletionRequest, exportCsv, listDeletionRequests } from '@/server/ops';
import {
  confirmByOperator,
  confirmWithLink,
  createDeletionRequest,
  linkState,
} from '@/server/privacy';
import { testDatabases } from '../support/databases';
import { blockDatabase } from '../support/lead-database';
import { formData, lead, submit } from '../support/forms';
import { deliverAll, deliveryStandIns } from '../support/deliveries';
import { blockEnv, withEnv } from '../support/env';
import { mailText, startHttpStandIn } from '../support/stand-ins';

/** Every table holding personal data: emptied between tests, searched for the person's address. */
const TABLES = PERSONAL_TABLES;

describe.each(testDatabases())('data-deletion requests on $name', (database) => {
  const services = deliveryStandIns();
  const testDb = blockDatabase(database, TABLES);
  let ip = 0;
  const send = (s: Parameters<typeof submit>[0]) =>
    submit(s, { handle: testDb.handle, address: `100.66.0.${++ip}` });
  const drain = () => deliverAll(testDb.handle);

  /** Files a request as the form does and returns the token of the link e-mailed for it. */
  async function request(email: string, locale: 'en' | 'es' = 'en') {
    const state = await send(
      lead(dataDeletionLead, locale, formData({ email, confirmEmail: email, confirm: 'on' })),
    );
    expect(state.status).toBe('success');
    await drain(); // the e-mail goes out; its link is made as it is sent
    const mail = services.smtp.messages.findLast((m) =>
      mailText(m.raw).includes('/data-deletion/confirm?token='),
    );
    const text = mailText(mail!.raw);
    const link = /https?:\/\/\S+\?token=([\w-]+)/.exec(text);
    expect(link, text).not.toBeNull();
    return { token: link![1]!, link: link![0], state };
  }

  /** Every row that holds `email` anywhere: in a column or an outbox payload. */
  async function rowsHolding(email: string) {
    const found: string[] = [];
    for (const table of TABLES) {
      const rows = (await testDb.handle.db.selectFrom(table).selectAll().execute()) as Record<
        string,
        unknown
      >[];
      for (const row of rows)
        if (JSON.stringify(row).toLowerCase().includes(email.toLowerCase())) found.push(table);
    }
    return found;
  }

  blockEnv(() => ({
    ...services.env(),
    // Newsletter sign-ups active at once, as without e-mail (newsletter-confirmation.test.ts).
    NEWSLETTER_CONFIRMATION: 'off',
    OUTBOX_BASE_DELAY_MS: '0',
  }));

  it('stores a pending request with the e-mail normalized and tells the visitor to check that inbox', async () => {
    const state = await submit(
      lead(
        dataDeletionLead,
        'en',
        formData({
          email: 'Me@Example.com',
          confirmEmail: 'Me@Example.com',
          reason: 'privacy-concerns',
          confirm: 'on',
        }),
      ),
      { handle: testDb.handle, address: `100.66.1.${++ip}` },
    );
    expect(state.message).toBe(
      'Check your inbox: we sent a confirmation link to me@example.com. Open it within 7 days and confirm; nothing is deleted until you do.',
    );
    expect(
      await testDb.handle.db
        .selectFrom('data_deletion_requests')
        .selectAll()
        .executeTakeFirstOrThrow(),
    ).toMatchObject({
      email: 'me@example.com',
      reason: 'privacy-concerns',
      status: 'pending',
      completed_at: null,
    });
  });

  it('mails one address at most 3 confirmation links a day, whatever client asks, and answers every request alike', async () => {
    const email = 'victim@example.com';
    const answers: unknown[] = [];
    // Six requests for one address, each from another client address.
    for (let i = 0; i < 6; i++)
      answers.push(
        await send(
          lead(dataDeletionLead, 'en', formData({ email, confirmEmail: email, confirm: 'on' })),
        ),
      );
    expect(answers[0]).toMatchObject({ status: 'success' });
    for (const answer of answers) expect(answer).toEqual(answers[0]);
    await drain();
    expect(services.smtp.messages.filter((m) => m.to.includes(email))).toHaveLength(3);
    expect(
      await testDb.handle.db.selectFrom('data_deletion_requests').select('status').execute(),
    ).toEqual([{ status: 'pending' }, { status: 'pending' }, { status: 'pending' }]);
    // The count is kept under a hash, never the address.
    const keys = await testDb.handle.db.selectFrom('rate_limits').select('key').execute();
    expect(JSON.stringify(keys)).not.toContain('victim');
  });

  it('keeps no usable link at rest: the queued e-mail and the outbox export hold no token; the e-mailed one works', async () => {
    const email = 'at-rest@example.com';
    await send(
      lead(dataDeletionLead, 'es', formData({ email, confirmEmail: email, confirm: 'on' })),
    );
    const queued = await exportCsv(testDb.handle.db, 'outbox');
    expect(queued).toContain('/es/data-deletion/confirm?token=');
    expect(queued).not.toMatch(/token=[\w-]{43}/);
    const { token } = await request(email, 'es'); // sends both e-mails, each with its own link
    expect(await linkState(testDb.handle.db, token)).toBe('valid');
    const exported = [
      await exportCsv(testDb.handle.db, 'outbox'),
      await exportCsv(testDb.handle.db, 'data_deletion_requests'),
    ].join('\n');
    expect(exported).not.toContain(token);
    expect(exported).not.toMatch(/token=[\w-]{43}/);
  });

  it('sends nothing when the addresses differ or the box is not ticked', async () => {
    const mismatch = await submit(
      lead(
        dataDeletionLead,
        'es',
        formData({ email: 'me@example.com', confirmEmail: 'Me@example.com', confirm: 'on' }),
      ),
      { handle: testDb.handle, address: `100.66.1.${++ip}` },
    );
    expect(mismatch.fieldErrors?.confirmEmail).toBe('Los correos electrónicos no coinciden.');
    const unticked = await submit(
      lead(dataDeletionLead, 'en', formData({ email: 'a@b.co', confirmEmail: 'a@b.co' })),
      { handle: testDb.handle, address: `100.66.1.${++ip}` },
    );
    expect(unticked.fieldErrors?.confirm).toBe(
      'Please confirm that you understand the deletion is permanent.',
    );
    expect(
      await testDb.handle.db.selectFrom('data_deletion_requests').selectAll().execute(),
    ).toHaveLength(0);
  });

  it('stores every address in one normalized form, whatever the case or Unicode composition', async () => {
    await send(lead(newsletterLead, 'en', formData({ email: ' JOSÉ@Bücher.de ' })));
    await send(
      lead(
        contactFormLead,
        'en',
        formData({
          name: 'José',
          email: 'Jose\u0301@Bu\u0308cher.DE',
          subject: 'general',
          message: 'Hola',
        }),
      ),
    );
    await send(
      lead(
        salesContactLead,
        'es',
        formData({ name: 'José', email: 'josé@BÜCHER.de', preferPhone: 'false' }),
      ),
    );
    await send(
      lead(
        liveChatLead,
        'es',
        formData({ name: 'José', email: 'JOSÉ@bücher.de', message: '¿Hola?' }),
      ),
    );
    for (const table of ['newsletter_signups', 'contact_submissions', 'sales_contacts'] as const)
      expect(await testDb.handle.db.selectFrom(table).select('email').execute()).toEqual(
        expect.arrayContaining([{ email: 'josé@bücher.de' }]),
      );
    const ids = (await testDb.handle.db.selectFrom('outbox').select('payload').execute()).map(
      (o) => (JSON.parse(o.payload) as { email: string }).email,
    );
    expect(new Set(ids)).toEqual(new Set(['josé@bücher.de']));
  });

  it('e-mails a single-use link; confirming it erases the person everywhere and sends the completion e-mail', async () => {
    const email = 'Jane.Doe@Example.com';
    await send(lead(newsletterLead, 'en', formData({ email })));
    await send(
      lead(
        contactFormLead,
        'en',
        formData({ name: 'Jane', email, subject: 'general', message: 'Hi' }),
      ),
    );
    await send(
      lead(salesContactLead, 'en', formData({ name: 'Jane', email, preferPhone: 'false' })),
    );
    await send(
      lead(
        contactFormLead,
        'en',
        formData({ name: 'Kim', email: 'kim@example.com', subject: 'general', message: 'Hi' }),
      ),
    );
    await drain(); // the profiles reach Customer.io: delivered items now
    const { token, link, state } = await request('JANE.DOE@example.com', 'es');
    expect(state.message).toContain('jane.doe@example.com');
    expect(link).toContain('/es/data-deletion/confirm?token=');
    await drain(); // the confirmation e-mail goes out
    expect(services.smtp.messages.map((m) => m.to)).toEqual([['jane.doe@example.com']]);
    expect(mailText(services.smtp.messages[0]!.raw)).toContain(link);
    expect(mailText(services.smtp.messages[0]!.raw)).toContain('Para confirmar, abre este enlace');

    // Looking at the link changes nothing.
    expect(await linkState(testDb.handle.db, token)).toBe('valid');
    expect(
      (
        await testDb.handle.db
          .selectFrom('data_deletion_requests')
          .select('status')
          .executeTakeFirstOrThrow()
      ).status,
    ).toBe('pending');

    expect(await confirmWithLink(testDb.handle.db, token)).toBe('confirmed');
    expect(await confirmWithLink(testDb.handle.db, token)).toBe('used');
    services.cio.reset();
    await drain();

    expect(services.cio.requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      `POST /api/v1/customers/${customerId('jane.doe@example.com')}/suppress`,
    ]);
    const done = await testDb.handle.db
      .selectFrom('data_deletion_requests')
      .selectAll()
      .executeTakeFirstOrThrow();
    expect(done).toMatchObject({ status: 'completed', email: 'jane.doe@example.com' });
    expect(services.smtp.messages.at(-1)!.to).toEqual(['jane.doe@example.com']);
    expect(mailText(services.smtp.messages.at(-1)!.raw)).toContain(
      'Eliminamos los datos personales',
    );
    // Each e-mail to the person carries a Message-ID derived from its outbox item, so a repeat
    // after a crash is recognisable as the same message.
    const mailItems = await testDb.handle.db
      .selectFrom('outbox')
      .select('id')
      .where('topic', '=', 'data-deletion.person-email')
      .orderBy('id')
      .execute();
    expect(mailItems).toHaveLength(2);
    expect(
      services.smtp.messages.map((m) => /^Message-ID: (.+)$/im.exec(m.raw)?.[1]?.trim()),
    ).toEqual(mailItems.map((i) => `<${i.id}@localhost>`));
    // Nothing but the request's own record holds the address; the other person is untouched.
    expect(await rowsHolding('jane.doe@example.com')).toEqual(['data_deletion_requests']);
    // Kim's profile in Customer.io keeps its id.
    expect(await rowsHolding('kim@example.com')).toEqual(['contact_submissions', 'marketing_ids']);
  });

  it('processes nothing for a forged, expired or unconfirmed link', async () => {
    const email = 'late@example.com';
    await send(lead(newsletterLead, 'en', formData({ email })));
    const { token } = await request(email);
    await drain();

    expect(await confirmWithLink(testDb.handle.db, 'x'.repeat(43))).toBe('invalid');
    expect(await confirmWithLink(testDb.handle.db, `${token}x`)).toBe('invalid');
    const later = new Date(Date.now() + 8 * 24 * 60 * 60 * 1000);
    expect(await confirmWithLink(testDb.handle.db, token, later)).toBe('expired');
    await drain();
    expect(await rowsHolding(email)).toEqual(
      expect.arrayContaining(['newsletter_signups', 'data_deletion_requests']),
    );

    // Housekeeping records the request as expired and keeps it; the link stays dead.
    await housekeeping(testDb.handle.db, featureJobs.housekeeping, later);
    expect(
      (
        await testDb.handle.db
          .selectFrom('data_deletion_requests')
          .select('status')
          .executeTakeFirstOrThrow()
      ).status,
    ).toBe('expired');
    expect(await confirmWithLink(testDb.handle.db, token)).toBe('expired');
    expect(await rowsHolding(email)).toContain('newsletter_signups');
  });

  it('keeps a confirmed request waiting, with nothing deleted, while Customer.io is down', async () => {
    const email = 'wait@example.com';
    await send(lead(newsletterLead, 'en', formData({ email })));
    await drain();
    const { token } = await request(email);
    await drain();
    services.cio.respondWith(503, 503);
    expect(await confirmWithLink(testDb.handle.db, token)).toBe('confirmed');
    await drainOnce(testDb.handle);
    expect(await rowsHolding(email)).toContain('newsletter_signups');
    expect(
      (
        await testDb.handle.db
          .selectFrom('data_deletion_requests')
          .select('status')
          .executeTakeFirstOrThrow()
      ).status,
    ).toBe('confirmed');
    await drain(); // retried once the service answers again
    expect(await rowsHolding(email)).toEqual(['data_deletion_requests']);
  });

  it('lets an operator confirm a request when no e-mail can be sent, and shows its deadlines', async () => {
    await withEnv({ SMTP_URL: undefined }, async () => {
      const email = 'nomail@example.com';
      await send(lead(newsletterLead, 'en', formData({ email })));
      const state = await send(
        lead(dataDeletionLead, 'en', formData({ email, confirmEmail: email, confirm: 'on' })),
      );
      expect(state.message).toMatch(/verify that the address is yours/);
      expect(
        await testDb.handle.db
          .selectFrom('outbox')
          .where('topic', '=', 'data-deletion.person-email')
          .selectAll()
          .execute(),
      ).toEqual([]);
      const [listed] = await listDeletionRequests(
        testDb.handle.db,
        'pending',
        new Date(Date.now() + 15 * 24 * 60 * 60 * 1000),
      );
      expect(listed).toMatchObject({ email, status: 'pending', age_days: 15, flag: 'DUE SOON' });
      const done = await confirmDeletionRequest(testDb.handle, listed!.id);
      expect(done.status).toBe('completed');
      expect(await rowsHolding(email)).toEqual(['data_deletion_requests']);
    });
  });

  /** A request filed without e-mail (an operator confirms it); returns its id. */
  async function manualRequest(email: string) {
    await send(
      lead(dataDeletionLead, 'en', formData({ email, confirmEmail: email, confirm: 'on' })),
    );
    const { id } = await testDb.handle.db
      .selectFrom('data_deletion_requests')
      .select('id')
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    return id;
  }
  const operatorEnv = {
    SMTP_URL: undefined,
    CUSTOMERIO_SITE_ID: undefined,
    CUSTOMERIO_API_KEY: undefined,
  };

  it('ops confirm carries out that request only: the rest of the queue waits for the dispatchers', async () => {
    await send(
      lead(
        contactFormLead,
        'en',
        formData({ name: 'Kim', email: 'kim@example.com', subject: 'general', message: 'Hi' }),
      ),
    );
    // An operator's machine with only the database configured.
    await withEnv(operatorEnv, async () => {
      const id = await manualRequest('only-me@example.com');
      expect(await confirmDeletionRequest(testDb.handle, id)).toMatchObject({
        status: 'completed',
        erasure: 'delivered',
      });
    });
    expect(
      await testDb.handle.db
        .selectFrom('outbox')
        .select(['topic', 'status', 'attempts'])
        .where('email', '=', 'kim@example.com')
        .execute(),
    ).toEqual([{ topic: 'contact-form.customerio', status: 'pending', attempts: 0 }]);
  });

  it('ops confirm refuses, changing nothing, when the person may be in an integration not configured where it runs', async () => {
    const email = 'reached@example.com';
    await send(lead(newsletterLead, 'en', formData({ email })));
    await withEnv(operatorEnv, async () => {
      const id = await manualRequest(email);
      await expect(confirmDeletionRequest(testDb.handle, id)).rejects.toThrow(
        "Not confirmed: this person's data may have reached Customer.io, which cannot be asked to delete it from here because CUSTOMERIO_SITE_ID, CUSTOMERIO_API_KEY are not set. Run the command where the site's settings are set, or, if the site does not use it, add --site-without customerio.",
      );
      expect(
        await testDb.handle.db.selectFrom('data_deletion_requests').select('status').execute(),
      ).toEqual([{ status: 'pending' }]);
      expect(await rowsHolding(email)).toContain('newsletter_signups');
      // The operator says the site does not use Customer.io: the request is carried out.
      expect(
        await confirmDeletionRequest(testDb.handle, id, { siteWithout: ['customerio'] }),
      ).toMatchObject({ status: 'completed' });
      expect(await rowsHolding(email)).toEqual(['data_deletion_requests']);
    });
  });

  it('keeps delivered items without their payload and deletes them after the retention period', async () => {
    await send(lead(newsletterLead, 'en', formData({ email: 'kept@example.com' })));
    await drain();
    const [item] = await testDb.handle.db.selectFrom('outbox').selectAll().execute();
    expect(item).toMatchObject({ status: 'delivered', payload: '{}' });
    await housekeeping(
      testDb.handle.db,
      featureJobs.housekeeping,
      new Date(Date.now() + 31 * 24 * 60 * 60 * 1000),
    );
    expect(await testDb.handle.db.selectFrom('outbox').selectAll().execute()).toEqual([]);
    expect(await testDb.handle.db.selectFrom('rate_limits').selectAll().execute()).toEqual([]);
  });

  it('carries a request out once when two runs of its erasure meet', async () => {
    const email = 'twice@example.com';
    await send(lead(newsletterLead, 'en', formData({ email })));
    const { token } = await request(email);
    await drain();
    expect(await confirmWithLink(testDb.handle.db, token)).toBe('confirmed');
    const { id } = await testDb.handle.db
      .selectFrom('data_deletion_requests')
      .select('id')
      .executeTakeFirstOrThrow();
    const runs = await Promise.all([
      eraseRequestData(testDb.handle.db, id, { customerio: true }),
      eraseRequestData(testDb.handle.db, id, { customerio: true }),
    ]);
    expect(runs.filter((r) => r !== null)).toHaveLength(1);
    expect(runs.find((r) => r !== null)!.deleted.newsletter_signups).toBe(1);
    const completion = await testDb.handle.db
      .selectFrom('outbox')
      .select('id')
      .where('topic', '=', 'data-deletion.person-email')
      .where('status', '=', 'pending')
      .execute();
    expect(completion).toHaveLength(1);
  });

  /** Runs `work` with the sales integrations (inbox and webhook) configured, then removes them. */
  async function withSalesIntegrations(
    integrations: { inbox?: boolean; webhook?: Awaited<ReturnType<typeof startHttpStandIn>> },
    work: () => Promise<void>,
  ) {
    await withEnv(
      {
        SALES_NOTIFY_EMAIL: integrations.inbox ? 'sales-team@example.com' : undefined,
        SALES_WEBHOOK_URL: integrations.webhook ? `${integrations.webhook.url}/crm` : undefined,
      },
      work,
    );
  }

  /** Files, confirms and carries out a deletion request; returns its id and the completion e-mail. */
  async function eraseEverywhere(email: string, locale: 'en' | 'es' = 'en') {
    const { token } = await request(email, locale);
    await drain();
    services.smtp.messages.length = 0;
    expect(await confirmWithLink(testDb.handle.db, token)).toBe('confirmed');
    await drain();
    const { id } = await testDb.handle.db
      .selectFrom('data_deletion_requests')
      .select('id')
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    const toPerson = services.smtp.messages.filter((m) => m.to.includes(email));
    expect(toPerson).toHaveLength(1);
    return { id, completion: mailText(toPerson[0]!.raw) };
  }

  it('sends a deletion notice to each sales integration that received the person, and lists them in the completion e-mail', async () => {
    const crm = await startHttpStandIn();
    try {
      await withSalesIntegrations({ inbox: true, webhook: crm }, async () => {
        const email = 'ana.lopez@example.com';
        const sale = (name: string, address: string, phone: string) =>
          send(
            lead(
              salesContactLead,
              'en',
              formData({ name, email: address, phone, preferPhone: 'true' }),
            ),
          );
        await sale('Ana López', email, '+52 55 1234 5678');
        await sale('Ana López', email, '+52 55 1234 5678');
        await sale('Kim Park', 'kim@example.com', '+1 312 555 0100');
        await drain(); // both sales requests reach the inbox and the CRM
        const stored = (
          await testDb.handle.db
            .selectFrom('sales_contacts')
            .select('created_at')
            .where('email', '=', email)
            .orderBy('created_at')
            .execute()
        ).map((r) => `${r.created_at.slice(0, 10)} ${r.created_at.slice(11, 16)} UTC`);
        crm.reset();
        crm.respondWith(503); // the CRM fails once: the retry carries the same key
        const { id, completion } = await eraseEverywhere(email);

        // The CRM: one deletion event, idempotent across the retry.
        expect(crm.requests).toHaveLength(2);
        expect(crm.requests.map((r) => JSON.parse(r.body) as unknown)).toEqual([
          { type: 'person.deleted', email, requestId: id },
          { type: 'person.deleted', email, requestId: id },
        ]);
        const keys = crm.requests.map((r) => r.headers['idempotency-key']);
        expect(keys[0]).toMatch(/^[0-9A-Z]{26}$/);
        expect(keys[1]).toBe(keys[0]);

        // The sales inbox: which notifications to delete, by date, and nothing more about Ana.
        const notice = services.smtp.messages.find((m) => m.to.includes('sales-team@example.com'));
        expect(notice).toBeDefined();
        const text = mailText(notice!.raw);
        expect(text.replace(/\r?\n[ \t]+/g, ' ')).toContain(
          `Subject: Data-deletion request: delete the sales requests from ${email}`,
        );
        for (const at of stored) expect(text).toContain(`- ${at}`);
        expect(text).not.toMatch(/Ana|López|1234|Kim|kim@/);
        expect(notice!.raw).not.toMatch(/^Reply-To:/im);
        expect(
          services.smtp.messages.filter((m) => m.to.includes('sales-team@example.com')),
        ).toHaveLength(1);

        // The person is told exactly who was asked.
        expect(completion).toContain('We also asked these services');
        expect(completion).toContain('- our email-marketing provider');
        expect(completion).toContain("- our sales team's inbox");
        expect(completion).toContain('- our customer-relationship management system (CRM)');
        expect(completion).toContain('for 24 months');
        // Kim's request (and the call consent it records) stays; nothing else holds Ana's address
        // once the notices are delivered.
        expect(await rowsHolding(email)).toEqual(['data_deletion_requests']);
        expect(await rowsHolding('kim@example.com')).toEqual(['sales_contacts', 'consent_records']);
      });
    } finally {
      await crm.close();
    }
  });

  it('sends the CRM its deletion notice when another dispatcher claims the sales item during the erasure', async () => {
    const crm = await startHttpStandIn();
    try {
      await withSalesIntegrations({ webhook: crm }, async () => {
        const { db, kind } = testDb.handle;
        const email = 'race@example.com';
        await send(
          lead(salesContactLead, 'en', formData({ name: 'Rae', email, preferPhone: 'false' })),
        );
        const id = 'RACE0000000000000000000001';
        await createDeletionRequest(db, { id, email, reason: null, locale: 'en' });
        await confirmByOperator(db, id);
        const policy = policyFromEnv();

        // Dispatcher B claims the sales item for the CRM, as claimDue does, and commits its claim
        // only once dispatcher A's erasure has reached the item (PostgreSQL: A waits for B's lock).
        let commitClaim = () => {};
        const claimHeld = new Promise<void>((resolve) => (commitClaim = resolve));
        let claimerPid = 0;
        const claim = db.transaction().execute(async (trx) => {
          if (kind === 'postgres')
            claimerPid = (await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(trx))
              .rows[0]!.pid;
          const claimed = await trx
            .updateTable('outbox')
            .set({ locked_until: new Date(Date.now() + policy.lockMs).toISOString() })
            .where('topic', '=', 'sales-contact.webhook')
            .where('email', '=', email)
            .returningAll()
            .execute();
          if (kind === 'postgres') await claimHeld;
          return claimed;
        });
        let erasure: Promise<unknown>;
        if (kind === 'postgres') {
          await expect.poll(() => claimerPid).not.toBe(0);
          erasure = eraseRequestData(db, id, { customerio: true });
          await expect
            .poll(
              async () =>
                (
                  await sql<{ n: number }>`select count(*)::int as n from pg_stat_activity
                    where ${claimerPid} = any(pg_blocking_pids(pid))`.execute(db)
                ).rows[0]!.n,
            )
            .toBe(1);
          commitClaim();
        } else erasure = claim.then(() => eraseRequestData(db, id, { customerio: true }));
        const [claimed] = await claim;
        await erasure;
        // B delivers the lead it claimed: the CRM now holds the person.
        await processItem(db, claimed!, policy);
        await drain();
        expect(crm.requests.map((r) => (JSON.parse(r.body) as { type?: string }).type)).toEqual([
          undefined,
          'person.deleted',
        ]);
      });
    } finally {
      await crm.close();
    }
  });

  it('notifies no sales integration that never received the person, and says only what was done', async () => {
    const crm = await startHttpStandIn();
    try {
      await withSalesIntegrations({ inbox: true, webhook: crm }, async () => {
        // A contact message only: the sales integrations never heard of this person.
        await send(
          lead(
            contactFormLead,
            'es',
            formData({
              name: 'Luis',
              email: 'luis@example.com',
              subject: 'general',
              message: 'Hola',
            }),
          ),
        );
        // A sales request the CRM refused for good: it never received this person either.
        crm.respondWith(400);
        await send(
          lead(
            salesContactLead,
            'es',
            formData({ name: 'Eva', email: 'eva@example.com', preferPhone: 'false' }),
          ),
        );
        await drain();
        expect(
          await testDb.handle.db
            .selectFrom('outbox')
            .select('status')
            .where('topic', '=', 'sales-contact.webhook')
            .execute(),
        ).toEqual([{ status: 'dead' }]);
        crm.reset();
        services.smtp.messages.length = 0;

        const luis = await eraseEverywhere('luis@example.com', 'es');
        expect(luis.completion).toContain('- nuestro proveedor de correo de marketing');
        expect(luis.completion).not.toMatch(/ventas, que recibió|CRM/);
        const eva = await eraseEverywhere('eva@example.com', 'es');
        expect(eva.completion).toContain('- la bandeja de entrada de nuestro equipo de ventas');
        expect(eva.completion).not.toContain('CRM');
        expect(crm.requests).toEqual([]);
        expect(
          services.smtp.messages
            .filter((m) => m.to.includes('sales-team@example.com'))
            .map((m) => mailText(m.raw).includes('eva@example.com')),
        ).toEqual([true]);
      });
    } finally {
      await crm.close();
    }
  });

  it('gives two addresses with one plain marketing id a profile each; erasing one leaves the other', async () => {
    const [first, second] = ['aþ@x.mx', 'aÿ@x.mx'];
    expect(customerId(second)).toBe(customerId(first));
    await send(lead(newsletterLead, 'en', formData({ email: first })));
    await send(lead(newsletterLead, 'es', formData({ email: second })));
    await drain();
    expect(services.cio.requests.filter((r) => r.method === 'PUT').map((r) => r.path)).toEqual([
      `/api/v1/customers/${customerId(first)}`,
      `/api/v1/customers/${customerId(first)}-2`,
    ]);
    services.cio.reset();
    await eraseEverywhere(second, 'es');
    expect(services.cio.requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      `POST /api/v1/customers/${customerId(first)}-2/suppress`,
    ]);
    expect(await rowsHolding(second)).toEqual(['data_deletion_requests']);
    // The other person keeps their sign-up, its consent record and their id.
    expect(await rowsHolding(first)).toEqual([
      'newsletter_signups',
      'consent_records',
      'marketing_ids',
    ]);
  });

  it('asks nothing of Customer.io when it is not configured, and does not claim it did', async () => {
    await withEnv({ CUSTOMERIO_SITE_ID: undefined, CUSTOMERIO_API_KEY: undefined }, async () => {
      const email = 'solo@example.com';
      await send(lead(newsletterLead, 'en', formData({ email })));
      const { completion } = await eraseEverywhere(email);
      expect(services.cio.requests).toEqual([]);
      expect(completion).toContain(
        'Our website had not passed your data on to any other service, so there was no one else to ask.',
      );
      expect(completion).not.toContain('email-marketing provider');
      expect(await rowsHolding(email)).toEqual(['data_deletion_requests']);
    });
  });

  it('finds the items queued for a person by their address column, whatever the payload', async () => {
    await send(lead(newsletterLead, 'en', formData({ email: ' Col@Example.com ' })));
    const [item] = await testDb.handle.db
      .selectFrom('outbox')
      .select(['email', 'payload'])
      .execute();
    expect(item!.email).toBe('col@example.com');
    await drain();
    // Delivered: neither the payload nor the column names the person any more.
    expect(
      await testDb.handle.db.selectFrom('outbox').select(['email', 'payload']).execute(),
    ).toEqual([{ email: null, payload: '{}' }]);
  });
});
