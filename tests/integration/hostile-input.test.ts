import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resetEnv } from '@/env';
import { contactSubjects } from '@/forms/contact-subjects';
import { EMAIL_PATTERN, LIMITS } from '@/forms/constants';
import { deletionReasons } from '@/forms/deletion-reasons';
import { PHONE_PATTERN } from '@/forms/sales-contact';
import type { DbHandle } from '@/server/db';
import { chatSubmission, contactSubmission } from '@/server/leads/contact';
import { dataDeletionSubmission } from '@/server/leads/data-deletion';
import { newsletterSubmission } from '@/server/leads/newsletter';
import { salesContactSubmission } from '@/server/leads/sales-contact';
import { submitLead } from '@/server/leads/submit';
import { testDatabases } from '../support/databases';

/** Runs per form and database; `PROPERTY_RUNS` raises it (the resilience script uses 10,000). */
const RUNS = Number(process.env.PROPERTY_RUNS ?? 150);

const hostileString = fc.oneof(
  fc.string(),
  fc.string({ unit: 'grapheme', maxLength: 50 }),
  fc.string({
    unit: fc.constantFrom('\u0000', '\u0007', '\u202e', '\ud800', '\r', '\n', '\t', '\uFEFF', '💸'),
    maxLength: 40,
  }),
  fc.constantFrom(
    "'; DROP TABLE contact_submissions; --",
    '<script>alert(1)</script>',
    '"><img src=x onerror=alert(1)>',
    '{{7*7}}',
    '${process.env}',
    'a@b.c',
    '  UPPER@Example.COM ',
    'on',
    'true',
    'false',
    '',
    ' ',
    ...contactSubjects,
    ...deletionReasons,
  ),
  fc.nat({ max: 20_000 }).map((n) => 'x'.repeat(n)),
  fc.emailAddress(),
);

const fieldValue = fc.oneof(
  { weight: 8, arbitrary: hostileString },
  { weight: 1, arbitrary: fc.constant(undefined) },
  { weight: 1, arbitrary: fc.constant('FILE') },
);

/** Plausible values, so that a good share of runs is stored and the stored rows can be checked. */
const plausible: Record<string, fc.Arbitrary<string | undefined>> = {
  email: fc.emailAddress(),
  confirmEmail: fc.emailAddress(),
  name: fc.string({ minLength: 1, maxLength: 60 }),
  phone: fc.constantFrom('+1 (555) 010-2030', '55 1234 5678', '', '12'),
  company: fc.string({ maxLength: 30 }),
  subject: fc.constantFrom(...contactSubjects),
  message: fc.string({ minLength: 1, maxLength: 300 }),
  textOptIn: fc.constantFrom('on', undefined),
  preferPhone: fc.constantFrom('true', 'false'),
  reason: fc.constantFrom('', ...deletionReasons),
  confirm: fc.constantFrom('on', undefined),
  website: fc.constant(undefined),
  extra: fc.string(),
};

const hostileForm = fc
  .tuple(
    fc.record(
      Object.fromEntries(
        Object.entries(plausible).map(([f, good]) => [
          f,
          fc.oneof({ weight: 3, arbitrary: good }, { weight: 2, arbitrary: fieldValue }),
        ]),
      ) as Record<string, fc.Arbitrary<string | undefined>>,
    ),
    fc.boolean(),
  )
  .map(([fields, mirror]) => (mirror ? { ...fields, confirmEmail: fields.email } : fields));

function toFormData(fields: Record<string, string | undefined>): FormData {
  const data = new FormData();
  for (const [k, v] of Object.entries(fields)) {
    if (v === undefined) continue;
    if (v === 'FILE') data.append(k, new Blob(['binary']), 'upload.bin');
    else data.append(k, v);
  }
  return data;
}

const builders = {
  newsletter: newsletterSubmission,
  contact: contactSubmission,
  chat: chatSubmission,
  sales: salesContactSubmission,
  deletion: dataDeletionSubmission,
};

describe.each(testDatabases())('hostile input on $name', (database) => {
  let handle: DbHandle & { close: () => Promise<void> };
  let ip = 0;

  beforeAll(async () => {
    process.env.RATE_LIMIT_MAX = '1000000';
    resetEnv();
    handle = await database.open();
  });
  afterAll(async () => {
    await handle.close();
    delete process.env.RATE_LIMIT_MAX;
    resetEnv();
  });

  it.each(Object.keys(builders) as (keyof typeof builders)[])(
    '%s: no unhandled error, always a clear answer',
    async (form) => {
      await fc.assert(
        fc.asyncProperty(
          hostileForm,
          fc.constantFrom('en', 'es', 'fr', '../x'),
          async (fields, locale) => {
            const build = builders[form] as (
              l: 'en' | 'es',
              d: FormData,
            ) => Promise<Parameters<typeof submitLead>[0]>;
            const definition = await build(locale === 'es' ? 'es' : 'en', toFormData(fields));
            const state = await submitLead(definition, {
              handle,
              address: `198.51.${Math.floor(++ip / 250)}.${ip % 250}`,
            });
            expect(['success', 'error']).toContain(state.status);
            if (state.status === 'error') {
              const text = [state.message, ...Object.values(state.fieldErrors ?? {})].filter(
                Boolean,
              );
              expect(text.length).toBeGreaterThan(0);
              for (const t of text) expect(t).not.toMatch(/^[a-z][A-Za-z]+$/); // a message, never a raw key
            }
          },
        ),
        { numRuns: RUNS },
      );
    },
    120_000,
  );

  it('left only valid rows behind', async () => {
    const db = handle.db;
    // The generators produce acceptable submissions too: every table must have rows to check.
    for (const table of [
      'newsletter_signups',
      'contact_submissions',
      'sales_contacts',
      'data_deletion_requests',
    ] as const) {
      const { n } = await db
        .selectFrom(table)
        .select(db.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      expect(Number(n), table).toBeGreaterThan(0);
    }
    const within = (s: string | null, max: number) =>
      s === null || (s.trim() === s && s.length > 0 && s.length <= max);
    for (const r of await db.selectFrom('newsletter_signups').selectAll().execute()) {
      expect(
        EMAIL_PATTERN.test(r.email) &&
          r.email === r.email.toLowerCase() &&
          r.email.length <= LIMITS.email,
      ).toBe(true);
      expect(['en', 'es']).toContain(r.language);
      expect([r.source, r.status]).toEqual(['articles_page', 'active']);
    }
    for (const r of await db.selectFrom('contact_submissions').selectAll().execute()) {
      expect(
        within(r.name, LIMITS.name) &&
          within(r.message, LIMITS.message) &&
          within(r.phone, LIMITS.phone) &&
          within(r.company, LIMITS.company),
      ).toBe(true);
      expect(EMAIL_PATTERN.test(r.email)).toBe(true);
      expect(contactSubjects as readonly string[]).toContain(r.subject);
      expect([0, 1]).toContain(r.text_opt_in);
    }
    for (const r of await db.selectFrom('sales_contacts').selectAll().execute()) {
      expect(within(r.name, LIMITS.name) && EMAIL_PATTERN.test(r.email)).toBe(true);
      expect(r.phone === null || PHONE_PATTERN.test(r.phone)).toBe(true);
      expect(r.prefer_phone === 0 || r.phone !== null).toBe(true);
    }
    for (const r of await db.selectFrom('data_deletion_requests').selectAll().execute()) {
      expect(EMAIL_PATTERN.test(r.email) && r.email === r.email.toLowerCase()).toBe(true);
      expect(r.reason === null || (deletionReasons as readonly string[]).includes(r.reason)).toBe(
        true,
      );
      expect(r.status).toBe('pending');
    }
  });
});
