import { execFile } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactFormLead } from '@/features/contact-form/lead';
import { newsletterLead } from '@/features/newsletter/lead';
import { resetEnv } from '@/env';
import { migrateToLatest, openDatabase, type DbHandle } from '@/server/db';
import { drainOnce } from '@/server/outbox';
import { exportCsv, launchBlockers, preflight, preflightIsStrict, retryDead } from '@/server/ops';
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
    // The table's columns, then the lead's attribution (tests/integration/attribution.test.ts).
    expect(csv.split('\n')[0]).toMatch(
      /^id,name,email,phone,company,subject,message,text_opt_in,created_at,first_utm_source,/,
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

describe('launch checklist (npm run ops -- preflight)', () => {
  it('lists every placeholder of the facts registry', () => {
    const { items, blockers, ok } = preflight(false);
    expect(items.map((i) => i.fact).sort()).toEqual([
      'banxicoFix',
      'company',
      'emails',
      'mxClabeBanks',
      'mxDigitalServicesRegistration',
      'pacPartner',
      'phones',
      'security',
    ]);
    // Outside production only the launch blockers (facts past their period, an old FIX) fail it.
    expect(ok).toBe(blockers.length === 0);
    const phones = items.find((i) => i.fact === 'phones')!;
    expect(phones.current).toContain('555-0142');
    expect(items.find((i) => i.fact === 'company')!.current).toContain('Invoxa, Inc.');
    expect(items.find((i) => i.fact === 'pacPartner')!.current).toBe('(not set)');
  });

  it('fails in production while any placeholder remains', () => {
    expect(preflight(true).ok).toBe(false);
    expect(preflightIsStrict([], 'production')).toBe(true);
    expect(preflightIsStrict(['--production'], 'development')).toBe(true);
    expect(preflightIsStrict([], 'development')).toBe(false);
  });

  it('exits non-zero with NODE_ENV=production, otherwise only on a launch blocker, and prints the lists', async () => {
    const run = (nodeEnv: 'development' | 'production') =>
      promisify(execFile)('npm', ['run', '--silent', 'ops', '--', 'preflight'], {
        env: { ...process.env, NODE_ENV: nodeEnv },
      }).then(
        (r) => ({ code: 0, out: r.stdout }),
        (e: { code: number; stdout: string; stderr: string }) => ({
          code: e.code,
          out: e.stdout + e.stderr,
        }),
      );
    const [dev, prod] = await Promise.all([run('development'), run('production')]);
    const blockers = launchBlockers(new Date().toISOString().slice(0, 10));
    expect(dev.code).toBe(blockers.length > 0 ? 1 : 0);
    expect(dev.out).toMatch(/- phones: /);
    for (const blocker of blockers) expect(dev.out).toContain(`- ${blocker.reason}`);
    expect(prod.code).toBe(1);
    expect(prod.out).toMatch(
      blockers.length > 0 ? /Not ready: resolve the launch blockers/ : /Not ready for production/,
    );
  }, 60_000);
});

describe('npm run ops -- confirm', () => {
  it('refuses, with a sentence naming the missing settings, to carry out a request it cannot carry out fully', async () => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'invoxa-ops-')), 'site.db');
    const { db } = openDatabase({ sqlitePath: file });
    try {
      await migrateToLatest(db);
      const at = new Date().toISOString();
      await db
        .insertInto('newsletter_signups')
        .values({
          id: 's',
          email: 'me@x.co',
          language: 'en',
          source: 'articles_page',
          status: 'active',
          created_at: at,
        })
        .execute();
      await db
        .insertInto('data_deletion_requests')
        .values({
          id: 'r',
          email: 'me@x.co',
          reason: null,
          locale: 'en',
          status: 'pending',
          token_hash: null,
          token_expires_at: at,
          created_at: at,
          confirmed_at: null,
          completed_at: null,
        })
        .execute();
    } finally {
      await db.destroy();
    }
    const env: NodeJS.ProcessEnv = { ...process.env, SQLITE_PATH: file };
    for (const k of ['DATABASE_URL', 'CUSTOMERIO_SITE_ID', 'CUSTOMERIO_API_KEY', 'SMTP_URL'])
      delete env[k];
    const failure = await promisify(execFile)(
      'npm',
      ['run', '--silent', 'ops', '--', 'confirm', 'r'],
      {
        env,
      },
    ).then(
      () => undefined,
      (e: { code: number; stderr: string }) => e,
    );
    expect(failure?.code).toBe(1);
    expect(failure?.stderr).toContain(
      "Not confirmed: this person's data may have reached Customer.io, which cannot be asked to delete it from here because CUSTOMERIO_SITE_ID, CUSTOMERIO_API_KEY are not set.",
    );
    const { db: after } = openDatabase({ sqlitePath: file });
    try {
      expect(await after.selectFrom('data_deletion_requests').select('status').execute()).toEqual([
        { status: 'pending' },
      ]);
    } finally {
      await after.destroy();
    }
  }, 60_000);
});
