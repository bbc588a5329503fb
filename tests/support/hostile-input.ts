import fc from 'fast-check';
import { createHmac } from 'node:crypto';
import type { Kysely } from 'kysely';
import { contactSubjects } from '@/features/contact-form/schema';
import { deletionReasons } from '@/features/data-deletion/schema';
import { PHONE_PATTERN } from '@/features/sales-contact/schema';
import {
  FIRST_TOUCH_FIELD,
  LAST_TOUCH_FIELD,
  TOUCH_KEYS,
  validTouchValue,
} from '@/lib/attribution/rules';
import { LIMITS } from '@/lib/forms/constants';
import { EMAIL_PATTERN } from '@/lib/forms/schema';
import type { Database } from '@/server/db/schema';
import { LEAD_TABLES as LEADS } from '@/server/personal-data';

// Generated hostile submissions, shared by the in-process property test and the HTTP runs
// (tests/e2e/hostile-input.spec.ts, `npm run bench:hostile`), and the check of what they left behind.

export type Fields = Record<string, string | undefined>;

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
    '$K1',
    '$@0',
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

/** A touch as the browser records it (src/lib/attribution/rules.ts), every value valid. */
const plausibleTouch = fc.record(
  {
    utm_source: fc.constantFrom('newsletter', 'google', 'Facebook Ads', 'socio_mx'),
    utm_medium: fc.constantFrom('email', 'cpc', 'social'),
    utm_campaign: fc.constantFrom('spring-cfdi', 'año nuevo 2027', 'b2b|retarget'),
    utm_term: fc.constantFrom('facturación', 'invoice app'),
    utm_content: fc.constantFrom('hero', 'footer link'),
    gclid: fc.stringMatching(/^[A-Za-z0-9_-]{10,100}$/),
    fbclid: fc.stringMatching(/^[A-Za-z0-9_-]{10,100}$/),
    msclkid: fc.stringMatching(/^[a-f0-9]{32}$/),
    referrer_host: fc.domain(),
    landing_path: fc.constantFrom(
      '/',
      '/es/articles',
      '/pricing',
      '/articles/cash-flow-management-in-business-101',
    ),
    language: fc.constantFrom('en', 'es'),
  },
  { requiredKeys: [] },
);

/**
 * What a hidden attribution field may carry: a valid touch, a touch whose every key (and some
 * that are not keys) holds hostile text or another JSON type, or hostile text that is not JSON.
 */
const touchField = fc.oneof(
  { weight: 3, arbitrary: plausibleTouch.map((t) => JSON.stringify(t)) },
  {
    weight: 3,
    arbitrary: fc
      .dictionary(
        fc.oneof(fc.constantFrom(...TOUCH_KEYS, '__proto__', 'constructor', 'extra'), fc.string()),
        fc.oneof(hostileString, fc.integer(), fc.boolean(), fc.constant(null), fc.object()),
      )
      .map((t) => JSON.stringify(t)),
  },
  { weight: 2, arbitrary: hostileString },
);

/** A field value: hostile text, missing, or a file where text is expected ("FILE"). */
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
  [FIRST_TOUCH_FIELD]: touchField,
  [LAST_TOUCH_FIELD]: touchField,
};

/** Every field of every form, each plausible or hostile; sometimes the confirmation mirrors the email. */
export const hostileForm: fc.Arbitrary<Fields> = fc
  .tuple(
    fc.record(
      Object.fromEntries(
        Object.entries(plausible).map(([f, good]) => [
          f,
          fc.oneof({ weight: 3, arbitrary: good }, { weight: 2, arbitrary: fieldValue }),
        ]),
      ),
    ),
    fc.boolean(),
  )
  .map(([fields, mirror]) => (mirror ? { ...fields, confirmEmail: fields.email } : fields));

/** The page locale field as a visitor (or an attacker) may send it. */
export const hostileLocale = fc.constantFrom('en', 'es', 'fr', '../x', undefined);

/** The fields as FormData entries, each name prefixed (React's encoding of a FormData argument). */
export function appendFields(data: FormData, fields: Fields, prefix = ''): FormData {
  for (const [k, v] of Object.entries(fields)) {
    if (v === undefined) continue;
    if (v === 'FILE') data.append(prefix + k, new Blob(['binary']), 'upload.bin');
    else data.append(prefix + k, v);
  }
  return data;
}

/** The tables a visitor's submission stores a row in: the registry's leads, and deletion requests. */
const LEAD_TABLES = [...LEADS, 'data_deletion_requests'] as const;

/** How many rows each table of visitor submissions holds. */
export async function leadRowCounts(
  db: Kysely<Database>,
): Promise<Record<(typeof LEAD_TABLES)[number], number>> {
  const counts = await Promise.all(
    LEAD_TABLES.map(async (table) => {
      const { n } = await db
        .selectFrom(table)
        .select(db.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      return [table, Number(n)] as const;
    }),
  );
  return Object.fromEntries(counts) as Record<(typeof LEAD_TABLES)[number], number>;
}

/**
 * What is wrong with the stored leads, if anything: every row must hold what the forms' schemas
 * allow (trimmed, within limits, valid email, known subject or reason, consistent phone choice).
 */
export async function invalidLeadRows(db: Kysely<Database>): Promise<string[]> {
  const problems: string[] = [];
  const check = (ok: boolean, table: string, id: unknown) => {
    if (!ok) problems.push(`${table} ${String(id)}`);
  };
  const within = (s: string | null, max: number) =>
    s === null || (s.trim() === s && s.length > 0 && s.length <= max);
  const validEmail = (e: string) =>
    EMAIL_PATTERN.test(e) && e === e.toLowerCase() && e.length <= LIMITS.email;

  for (const r of await db.selectFrom('newsletter_signups').selectAll().execute())
    check(
      validEmail(r.email) &&
        ['en', 'es'].includes(r.language) &&
        r.source === 'articles_page' &&
        r.status === 'active',
      'newsletter_signups',
      r.id,
    );
  for (const r of await db.selectFrom('contact_submissions').selectAll().execute())
    check(
      within(r.name, LIMITS.name) &&
        within(r.message, LIMITS.message) &&
        within(r.phone, LIMITS.phone) &&
        within(r.company, LIMITS.company) &&
        EMAIL_PATTERN.test(r.email) &&
        (contactSubjects as readonly string[]).includes(r.subject) &&
        [0, 1].includes(Number(r.text_opt_in)),
      'contact_submissions',
      r.id,
    );
  for (const r of await db.selectFrom('sales_contacts').selectAll().execute())
    check(
      within(r.name, LIMITS.name) &&
        EMAIL_PATTERN.test(r.email) &&
        (r.phone === null || PHONE_PATTERN.test(r.phone)) &&
        (Number(r.prefer_phone) === 0 || r.phone !== null),
      'sales_contacts',
      r.id,
    );
  // Every lead has its attribution row, holding only values the rules allow.
  const leads = new Set<string>();
  for (const table of ['newsletter_signups', 'contact_submissions', 'sales_contacts'] as const)
    for (const { id } of await db.selectFrom(table).select('id').execute()) leads.add(id);
  const attributed = new Set<string>();
  for (const r of await db.selectFrom('lead_attribution').selectAll().execute()) {
    attributed.add(r.lead_id);
    check(
      leads.has(r.lead_id) &&
        ['newsletter', 'contact-form', 'live-chat', 'sales-contact'].includes(r.feature) &&
        TOUCH_KEYS.every(
          (k) =>
            (r[`first_${k}`] === null || validTouchValue(k, r[`first_${k}`])) &&
            (r[`last_${k}`] === null || validTouchValue(k, r[`last_${k}`])),
        ),
      'lead_attribution',
      r.lead_id,
    );
  }
  for (const id of leads) check(attributed.has(id), 'lead without lead_attribution', id);
  for (const r of await db.selectFrom('data_deletion_requests').selectAll().execute())
    check(
      validEmail(r.email) &&
        (r.reason === null || (deletionReasons as readonly string[]).includes(r.reason)) &&
        r.status === 'pending',
      'data_deletion_requests',
      r.id,
    );
  return problems;
}

/** Printable header text (a Request refuses control characters in a header). */
const headerText = fc.oneof(
  fc.stringMatching(/^[\x20-\x7e]{0,80}$/),
  fc.constantFrom(
    '',
    '0',
    '-1',
    '1e10',
    '99999999999999999999',
    'v0',
    'a'.repeat(64),
    'G'.repeat(64),
  ),
  fc.integer({ min: -10_000, max: 10_000 }).map((d) => String(Math.floor(Date.now() / 1000) + d)),
);

/** Reporting-webhook bodies: anything, and events shaped like Customer.io's with hostile fields. */
const webhookBody = fc.oneof(
  hostileString,
  fc.jsonValue().map((v) => JSON.stringify(v)),
  fc
    .record({
      event_id: fc.oneof(hostileString, fc.constant(undefined)),
      object_type: fc.constantFrom('email', 'customer', 'sms', undefined),
      metric: fc.oneof(fc.constantFrom('unsubscribed', 'opened', 'spammed'), hostileString),
      data: fc.oneof(
        fc.record({
          email_address: hostileString,
          identifiers: fc.record({ email: hostileString }),
        }),
        fc.jsonValue(),
      ),
    })
    .map((v) => JSON.stringify(v)),
);

/**
 * Generated calls of the Customer.io reporting webhook: hostile bodies with no, forged or
 * malformed signatures and timestamps (`signed: false`), and hostile bodies correctly signed with
 * `signingKey` (`signed: true`, as only Customer.io can send them).
 */
export function hostileWebhookRequests(
  url: string,
  signingKey: string,
  { runs = 150, seed = Number(process.env.HOSTILE_SEED ?? 20_261_122) } = {},
): { what: string; request: Request; signed: boolean }[] {
  const call = fc.record({
    body: webhookBody,
    timestamp: fc.option(headerText),
    signature: fc.option(headerText),
    signed: fc.boolean(),
  });
  return fc
    .sample(call, { numRuns: runs, seed })
    .map(({ body, timestamp, signature, signed }, i) => {
      const headers: Record<string, string> = { 'Content-Type': 'application/json' };
      if (signed) {
        const ts = String(Math.floor(Date.now() / 1000));
        headers['X-CIO-Timestamp'] = ts;
        headers['X-CIO-Signature'] = createHmac('sha256', signingKey)
          .update(`v0:${ts}:${body}`)
          .digest('hex');
      } else {
        if (timestamp !== null) headers['X-CIO-Timestamp'] = timestamp;
        if (signature !== null) headers['X-CIO-Signature'] = signature;
      }
      return {
        what: `call ${i}: ${JSON.stringify({ body: body.slice(0, 120), timestamp, signature, signed })}`,
        request: new Request(url, { method: 'POST', headers, body }),
        signed,
      };
    });
}
