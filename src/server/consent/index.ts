import 'server-only';
import { createHash } from 'node:crypto';
import { sql, type Transaction } from 'kysely';
import { ulid } from 'ulid';
import { loadMessages } from '@/i18n/messages';
import type { Locale } from '@/i18n/routing';
import { lookupMessage } from '@/i18n/translate';
import type { FeatureId } from '@/lib/forms/features';
import type { Db } from '../db';
import type { ConsentRecordTable, Database } from '../db/schema';

// Consent records: for every box a person ticks or leaves ticked (and every newsletter
// subscription), what they agreed to — the purpose, the message they were shown (its id and the
// SHA-256 of its text in their language), the state, the form, how it was given, the language and
// the time. Records are only ever appended: a withdrawal is a new record. They are erased with the
// person, leaving counts. docs/decisions/consent-records.md

/** Each purpose a form asks consent for: the form, and the message that states it. */
export const CONSENTS = {
  newsletter: { form: 'newsletter', text: 'newsletter.privacyNotice' },
  text_messages: { form: 'contact-form', text: 'contact-form.textOptIn' },
  sales_calls_and_texts: { form: 'sales-contact', text: 'sales-contact.smsDisclaimer' },
} as const satisfies Record<ConsentRecordTable['purpose'], { form: FeatureId; text: string }>;

export type ConsentPurpose = keyof typeof CONSENTS;

/** One version of a consent text: its message id, the words and their SHA-256. */
export interface ConsentText {
  id: string;
  locale: Locale;
  text: string;
  hash: string;
}

/**
 * The text of a purpose's message in a language, as the pages have it (the bundled files, with the
 * translation service's messages when one is configured), and the hash of that version.
 */
export async function consentText(purpose: ConsentPurpose, locale: Locale): Promise<ConsentText> {
  const id = CONSENTS[purpose].text;
  const dot = id.indexOf('.');
  const text = lookupMessage((await loadMessages(locale))[id.slice(0, dot)], id.slice(dot + 1));
  if (text === undefined) throw new Error(`Missing consent text ${id} (${locale})`);
  return { id, locale, text, hash: createHash('sha256').update(text, 'utf8').digest('hex') };
}

export type ConsentEntry = {
  email: string;
  purpose: ConsentPurpose;
  /** When granted: the text the person was shown (read with `consentText` before the transaction). */
} & (
  | { state: 'granted'; method: 'form' | 'confirmation_link'; text: ConsentText }
  | { state: 'withdrawn'; method: 'customerio_webhook'; locale?: Locale }
);

/** Appends one record, in the caller's transaction; the text's version is kept once. */
export async function recordConsent(
  trx: Transaction<Database> | Db,
  entry: ConsentEntry,
  now = new Date(),
) {
  const at = now.toISOString();
  const text = entry.state === 'granted' ? entry.text : undefined;
  if (text)
    await trx
      .insertInto('consent_texts')
      .values({
        text_id: text.id,
        text_hash: text.hash,
        language: text.locale,
        text: text.text,
        first_seen_at: at,
      })
      .onConflict((oc) => oc.columns(['text_id', 'text_hash']).doNothing())
      .execute();
  await trx
    .insertInto('consent_records')
    .values({
      id: ulid(),
      email: entry.email,
      purpose: entry.purpose,
      form: CONSENTS[entry.purpose].form,
      text_id: text?.id ?? null,
      text_hash: text?.hash ?? null,
      state: entry.state,
      method: entry.method,
      language: text?.locale ?? (entry.state === 'withdrawn' ? (entry.locale ?? null) : null),
      created_at: at,
    })
    .execute();
}

/**
 * Erases a person's consent records (a confirmed deletion request; retention, for the `purposes`
 * whose records have gone), adding them to the counts kept by purpose, form and state. Returns
 * how many records went.
 */
export async function eraseConsentRecords(
  trx: Transaction<Database> | Db,
  email: string,
  purposes?: readonly ConsentPurpose[],
): Promise<number> {
  let groups = trx
    .selectFrom('consent_records')
    .select(['purpose', 'form', 'state', (eb) => eb.fn.countAll<number | string>().as('n')])
    .where('email', '=', email)
    .groupBy(['purpose', 'form', 'state']);
  if (purposes) groups = groups.where('purpose', 'in', purposes);
  for (const g of await groups.execute())
    await trx
      .insertInto('consent_erasure_counts')
      .values({ purpose: g.purpose, form: g.form, state: g.state, count: Number(g.n) })
      .onConflict((oc) =>
        oc
          .columns(['purpose', 'form', 'state'])
          .doUpdateSet({ count: sql`consent_erasure_counts.count + ${Number(g.n)}` }),
      )
      .execute();
  let deleted = trx.deleteFrom('consent_records').where('email', '=', email);
  if (purposes) deleted = deleted.where('purpose', 'in', purposes);
  return Number((await deleted.executeTakeFirst()).numDeletedRows);
}
