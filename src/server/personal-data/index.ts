import { facts, type FactKey } from '@/content/facts';
import type { FeatureId } from '@/lib/forms/features';
import type { Database } from '../db/schema';

// The one registry of personal data: every table of the database, and every outbox topic whose
// payload names a person, is declared here once, with how a person's rows are found, how long
// they are kept, how they are erased and what an export shows. Erasure (src/server/outbox/erase.ts),
// retention (src/server/privacy/retention.ts, src/server/housekeeping.ts), `npm run ops -- export`
// and `report`, the tests' table lists and the README's retention table read it. Periods are data
// (facts of src/content/facts.ts); the privacy policy states each through the ICU argument named
// here. docs/decisions/personal-data.md

/** A retention period: a fact of the registry, its unit, and the argument the privacy policy names it by. */
export interface Period {
  fact: FactKey;
  unit: 'months' | 'days';
  /** The ICU argument of the privacy policy's sentence stating it (`{leadRetention}`). */
  policyArgument: string;
}

/** How a person's rows are found. */
export type FoundBy =
  /** Their normalized address in the `email` column. */
  | 'email'
  /** Through their leads: rows keyed by a lead's id (`lead_id`). */
  | 'lead'
  /** Not by person (a client address, a hash of an address): the rows go by age alone. */
  | 'age';

/** What a confirmed deletion request does to the person's rows. */
export type Erasure =
  /** Deleted. */
  | 'delete'
  /** Deleted, leaving counts without an address (consent records). */
  | 'delete-counted'
  /** Kept as the record that the request was carried out. */
  | 'keep-as-record'
  /** Not found by person: kept only for its period. */
  | 'by-age';

/** What `npm run ops -- export <table>` shows. */
export type Export =
  /** Every column. */
  | 'columns'
  /** Every column, then the lead's first_* and last_* attribution columns. */
  | 'columns-and-attribution'
  /** Not exportable. */
  | 'none';

export interface PersonalTable {
  personal: true;
  /** What a row holds about a person (for operators: the README's table, the export's help). */
  holds: string;
  foundBy: FoundBy;
  /**
   * How long rows are kept, in words, with the periods it names (each of which is a fact), or the
   * reason there is no fixed period.
   */
  kept: string;
  periods: Record<string, Period>;
  erasure: Erasure;
  export: Export;
  /** The visitor features whose leads are rows of this table. */
  leads?: readonly FeatureId[];
}

export interface ImpersonalTable {
  personal: false;
  /** Why the table holds no personal data. */
  holds: string;
}

const months = (fact: FactKey, policyArgument: string): Period => ({
  fact,
  unit: 'months',
  policyArgument,
});
const days = (fact: FactKey, policyArgument: string): Period => ({
  fact,
  unit: 'days',
  policyArgument,
});

/** The contact records' period: from the person's last contact, the newest of their records. */
const lastContact = months('leadRetentionMonths', 'leadRetention');

/** Every table of the database, declared once (the compiler requires each table of the schema). */
export const DATA_TABLES = {
  newsletter_signups: {
    personal: true,
    holds: 'newsletter sign-ups: address, language, status, confirmation-link hash, dates',
    foundBy: 'email',
    kept: 'while subscribed; deleted within {unsubscribed} of unsubscribing, or once a sign-up never confirmed has its link expire ({confirmation})',
    periods: {
      unsubscribed: days('unsubscribedSignupDeletionDays', 'unsubscribedSignupDeletion'),
      confirmation: days('newsletterConfirmationDays', 'newsletterConfirmationValidity'),
    },
    erasure: 'delete',
    export: 'columns-and-attribution',
    leads: ['newsletter'],
  },
  contact_submissions: {
    personal: true,
    holds: 'contact-form and live-chat messages: name, address, phone, company, subject, message',
    foundBy: 'email',
    kept: "{lastContact} after the person's last contact (their newest contact, chat or sales record)",
    periods: { lastContact },
    erasure: 'delete',
    export: 'columns-and-attribution',
    leads: ['contact-form', 'live-chat'],
  },
  sales_contacts: {
    personal: true,
    holds: 'sales-contact requests: name, address, phone, contact preference',
    foundBy: 'email',
    kept: "{lastContact} after the person's last contact (their newest contact, chat or sales record)",
    periods: { lastContact },
    erasure: 'delete',
    export: 'columns-and-attribution',
    leads: ['sales-contact'],
  },
  lead_attribution: {
    personal: true,
    holds: 'where each lead came from (campaign, click ids, referring host, landing path)',
    foundBy: 'lead',
    kept: 'with its lead: deleted with it',
    periods: {},
    erasure: 'delete',
    export: 'none',
  },
  consent_records: {
    personal: true,
    holds: 'each consent given or withdrawn: address, purpose, text version, form, language, time',
    foundBy: 'email',
    kept: 'with the records it concerns: a newsletter consent with the sign-up, a text-message or call consent with the contact records; deleted (counted) with them',
    periods: {},
    erasure: 'delete-counted',
    export: 'none',
  },
  newsletter_suppressions: {
    personal: true,
    holds: 'addresses that unsubscribed from the newsletter',
    foundBy: 'email',
    kept: "until the person asks for deletion: the list is what stops a form from subscribing the address again without the person's confirmation",
    periods: {},
    erasure: 'delete',
    export: 'none',
  },
  marketing_ids: {
    personal: true,
    holds: "each address's Customer.io person id (nearly the address itself)",
    foundBy: 'email',
    kept: 'while Customer.io may hold the person: deleted with an erasure, or once retention has removed the person there',
    periods: {},
    erasure: 'delete',
    export: 'none',
  },
  data_deletion_requests: {
    personal: true,
    holds: 'deletion requests: address, reason, language, status, dates, link hash',
    foundBy: 'email',
    kept: '{record} after completion or expiry',
    periods: { record: months('deletionRecordMonths', 'deletionRecordRetention') },
    erasure: 'keep-as-record',
    export: 'columns',
  },
  outbox: {
    personal: true,
    holds: "deliveries to the integrations: topic, payload (the person's data), address, dates",
    foundBy: 'email',
    kept: "pending items until delivered; delivered items emptied, deleted after {delivered}; dead items emptied when the person's records go, and at most {delivered} after they died",
    periods: { delivered: days('deliveredMessageRetentionDays', 'deliveredMessageRetention') },
    erasure: 'delete',
    export: 'columns',
  },
  rate_limits: {
    personal: true,
    holds: 'form id and client address (or a hash of an address) per window',
    foundBy: 'age',
    kept: '{window}',
    periods: { window: days('rateLimitRetentionDays', 'rateLimitRetention') },
    erasure: 'by-age',
    export: 'none',
  },
  webhook_events: {
    personal: false,
    holds: 'ids of Customer.io reporting events already applied (no address), kept 8 days',
  },
  consent_texts: {
    personal: false,
    holds: 'the words of each version of a consent text',
  },
  consent_erasure_counts: {
    personal: false,
    holds: 'counts of erased consent records by purpose, form and state',
  },
  health_check: { personal: false, holds: 'the time of the last health check' },
} as const satisfies Record<keyof Database, PersonalTable | ImpersonalTable>;

export type DataTable = keyof typeof DATA_TABLES;
type Entry = (typeof DATA_TABLES)[DataTable];
type PersonalEntry = Extract<Entry, { personal: true }>;

const tables = Object.keys(DATA_TABLES) as DataTable[];
const entry = (t: DataTable): PersonalTable | ImpersonalTable => DATA_TABLES[t];

/** The tables that hold personal data. */
export const PERSONAL_TABLES = tables.filter((t) => entry(t).personal) as {
  [T in DataTable]: (typeof DATA_TABLES)[T] extends { personal: true } ? T : never;
}[DataTable][];
export type PersonalTableName = (typeof PERSONAL_TABLES)[number];

type TablesWhere<P> = {
  [T in PersonalTableName]: (typeof DATA_TABLES)[T] extends P ? T : never;
}[PersonalTableName];

/** Tables whose rows are leads, with the features they hold. */
export type LeadTable = TablesWhere<{ leads: readonly FeatureId[] }>;
export const LEAD_TABLES = PERSONAL_TABLES.filter((t) => 'leads' in DATA_TABLES[t]) as LeadTable[];

/** The features that store leads, in the registry's order. */
export const LEAD_FEATURES = LEAD_TABLES.flatMap(
  (t) => DATA_TABLES[t].leads,
) as readonly FeatureId[];

/** Tables whose rows count as a person's contacts with us and go together ({lastContact}). */
export type ContactTable = TablesWhere<{ periods: { lastContact: Period } }>;
export const CONTACT_TABLES = PERSONAL_TABLES.filter(
  (t) => 'lastContact' in DATA_TABLES[t].periods,
) as ContactTable[];

/** Tables a confirmed deletion request deletes the person's rows from by their address. */
export type ErasedByEmail = TablesWhere<{ foundBy: 'email'; erasure: 'delete' }>;
export const ERASED_BY_EMAIL = PERSONAL_TABLES.filter(
  (t) => DATA_TABLES[t].foundBy === 'email' && DATA_TABLES[t].erasure === 'delete',
) as ErasedByEmail[];

/** Tables an operator can export. */
export type ExportableTable = TablesWhere<{ export: 'columns' | 'columns-and-attribution' }>;
export const EXPORTABLE_TABLES = PERSONAL_TABLES.filter(
  (t) => DATA_TABLES[t].export !== 'none',
) as ExportableTable[];

/** A period's value in its unit, from the facts registry. */
export function periodValue(period: Period): number {
  return facts[period.fact].value as number;
}

/** Every period the registry names, with the table that keeps it. */
export function allPeriods(): { table: PersonalTableName; name: string; period: Period }[] {
  return PERSONAL_TABLES.flatMap((table) =>
    Object.entries((DATA_TABLES[table] as PersonalEntry).periods as Record<string, Period>).map(
      ([name, period]) => ({ table, name, period }),
    ),
  );
}

/** "24 months", "1 day": a period in English, for operators. */
export function describePeriod(period: Period): string {
  const n = periodValue(period);
  return `${n} ${n === 1 ? period.unit.slice(0, -1) : period.unit}`;
}

/** How long a table's rows are kept, in English with its periods written out (the README's table). */
export function describeKept(table: PersonalTableName): string {
  const { kept, periods } = DATA_TABLES[table] as PersonalTable;
  return kept.replace(/\{(\w+)\}/g, (_, name: string) => describePeriod(periods[name]!));
}

// ── Outbox topics ────────────────────────────────────────────────────────────────────────────

/**
 * Every outbox topic whose payload names a person, with what it carries. An item of these topics
 * stores the address (its payload's `email`) in the outbox's own `email` column, which is how
 * erasure and retention find it; a topic missing here would keep the person where neither looks.
 * Topics not listed (`data-deletion.erase`) carry no personal data.
 */
export const PERSONAL_TOPICS = {
  'newsletter.customerio': "the subscriber's address, language and where they came from",
  'newsletter.person-email': 'the confirmation e-mail to the subscriber',
  'contact-form.customerio': "the person's name, address, phone, company and message details",
  'live-chat.customerio': "the person's name, address and message details",
  'sales-contact.sales-email': 'the sales request, e-mailed to the sales team',
  'sales-contact.webhook': 'the sales request, posted to the CRM',
  'data-deletion.person-email': 'the confirmation and completion e-mails to the requester',
  'data-deletion.sales-email': 'the deletion notice to the sales inbox',
  'data-deletion.webhook': 'the deletion notice to the CRM',
  'retention.customerio': "the removal of a person whose records' period ended",
  'retention.sales-email': "the notice to the sales inbox that a person's period ended",
  'retention.webhook': "the notice to the CRM that a person's period ended",
} as const;
export type PersonalTopic = keyof typeof PERSONAL_TOPICS;

/** Whether items of `topic` name a person (and so carry their address in the `email` column). */
export function isPersonalTopic(topic: string): topic is PersonalTopic {
  return Object.hasOwn(PERSONAL_TOPICS, topic);
}

// ── What a recipient receives ────────────────────────────────────────────────────────────────

/** A kind of a person's data a form sends to an integration, as a notice at collection names it. */
export type SentDatum =
  | 'name'
  | 'email'
  | 'phone'
  | 'company'
  | 'subject'
  | 'messageLength'
  | 'textMessageChoice'
  | 'attribution'
  | 'date';

interface RecipientData {
  /** The recipient, as the notice names it. */
  recipient: string;
  /** Everything the topic's payload carries about the person (`attribution`: both touches). */
  sends: readonly SentDatum[];
  /** What the form collects that the recipient never receives. */
  withheld: readonly 'messageText'[];
}

/**
 * What each recipient of a form's submission receives, by outbox topic. The notice at collection
 * of the contact form and of the live chat states exactly this: tests/integration/privacy-notices.test.ts compares it with the
 * payload a submission queues, and with the notice in both languages. The message's text stays in
 * our database (contact_submissions); Customer.io gets its subject and length. A value a form
 * leaves empty (`null`, `false`) is not counted as sent.
 */
export const RECIPIENT_DATA = {
  'contact-form.customerio': {
    recipient: 'Customer.io',
    sends: [
      'name',
      'email',
      'phone',
      'company',
      'subject',
      'messageLength',
      'textMessageChoice',
      'attribution',
      'date',
    ],
    withheld: ['messageText'],
  },
  // A chat message is stored with the subject "support" and no phone, company or text messages.
  'live-chat.customerio': {
    recipient: 'Customer.io',
    sends: ['name', 'email', 'subject', 'messageLength', 'attribution', 'date'],
    withheld: ['messageText'],
  },
} as const satisfies Partial<Record<PersonalTopic, RecipientData>>;
