import type { TouchKey } from '@/lib/attribution/rules';
import type { Generated, Insertable, Selectable } from 'kysely';

/**
 * Tables keep the spec's names and columns, plus `id` (ULID) and `created_at` (ISO 8601, UTC).
 * Booleans are stored as 0/1 integers so the same queries run on SQLite and PostgreSQL.
 */
export interface Database {
  newsletter_signups: NewsletterSignupTable;
  sales_contacts: SalesContactTable;
  contact_submissions: ContactSubmissionTable;
  data_deletion_requests: DataDeletionRequestTable;
  outbox: OutboxTable;
  rate_limits: RateLimitTable;
  health_check: HealthCheckTable;
  lead_attribution: LeadAttributionTable;
  newsletter_suppressions: NewsletterSuppressionTable;
  consent_records: ConsentRecordTable;
  consent_texts: ConsentTextTable;
  consent_erasure_counts: ConsentErasureCountTable;
  webhook_events: WebhookEventTable;
  marketing_ids: MarketingIdTable;
}

/**
 * A newsletter subscription: `pending` until the person confirms through the e-mailed link (when
 * e-mail is configured), `active`, or `unsubscribed` (reported by marketing automation).
 */
export interface NewsletterSignupTable {
  id: string;
  email: string;
  language: 'en' | 'es';
  source: 'articles_page';
  /**
   * `pending` until the confirmation link is used; `unsubscribed` rows are deleted by housekeeping
   * from `unsubscribed_at` (src/server/privacy/retention.ts).
   */
  status: 'pending' | 'active' | 'unsubscribed';
  created_at: string;
  /** SHA-256 of the confirmation link's token (the token itself is never stored). */
  token_hash: Generated<string | null>;
  token_expires_at: Generated<string | null>;
  confirmed_at: Generated<string | null>;
  unsubscribed_at: Generated<string | null>;
}

/** An address that unsubscribed: a form subscribes it again only once the person confirms. */
export interface NewsletterSuppressionTable {
  email: string;
  reason: 'unsubscribed';
  created_at: string;
}

/**
 * One consent given or withdrawn, appended and never updated: the purpose, the text shown (its
 * message id and the SHA-256 of that message's version, kept in consent_texts), the state, the
 * form, how it was given (`form`, `confirmation_link`) or withdrawn (`customerio_webhook`), the
 * language and the time.
 */
export interface ConsentRecordTable {
  id: string;
  email: string;
  purpose: 'newsletter' | 'text_messages' | 'sales_calls_and_texts';
  form: string;
  text_id: string | null;
  text_hash: string | null;
  state: 'granted' | 'withdrawn';
  method: 'form' | 'confirmation_link' | 'customerio_webhook';
  language: 'en' | 'es' | null;
  created_at: string;
}

/** Each version of a text people agreed to, so a record's hash can be read back as words. */
export interface ConsentTextTable {
  text_id: string;
  text_hash: string;
  language: 'en' | 'es';
  text: string;
  first_seen_at: string;
}

/** What is left of the consent records erased with a person: counts, nobody's address. */
export interface ConsentErasureCountTable {
  purpose: string;
  form: string;
  state: string;
  count: number;
}

/** Ids of reporting-webhook events already applied, so a repeated delivery changes nothing. */
export interface WebhookEventTable {
  id: string;
  received_at: string;
}

export interface SalesContactTable {
  id: string;
  name: string;
  email: string;
  phone: string | null;
  prefer_phone: number;
  created_at: string;
}

export interface ContactSubmissionTable {
  id: string;
  name: string;
  email: string;
  phone: string | null;
  company: string | null;
  subject: string;
  message: string;
  text_opt_in: number;
  created_at: string;
}

/**
 * A privacy request: `pending` until the person confirms it through the e-mailed link (or an
 * operator after verifying identity another way), `confirmed` until the dispatcher has erased the
 * data, then `completed`; `expired` when never confirmed in time. The row is the record of the
 * request and holds no token once used.
 */
export interface DataDeletionRequestTable {
  id: string;
  email: string;
  reason: string | null;
  locale: 'en' | 'es';
  status: 'pending' | 'confirmed' | 'completed' | 'expired';
  /** SHA-256 of the confirmation link's token (the token itself is never stored). */
  token_hash: string | null;
  token_expires_at: string | null;
  created_at: string;
  confirmed_at: string | null;
  completed_at: string | null;
}

export interface OutboxTable {
  id: string;
  /** `<feature id>.<integration>`, see src/server/outbox/topics.ts. */
  topic: string;
  payload: string;
  /**
   * The normalized address of the person the item is about (null for items about no one, and
   * once delivered): what a deletion request finds the item by.
   */
  email: string | null;
  status: 'pending' | 'delivered' | 'dead';
  attempts: Generated<number>;
  next_attempt_at: string;
  locked_until: string | null;
  last_error: string | null;
  created_at: string;
  delivered_at: string | null;
  /** When the item was given up on (migration 010): its payload is emptied a period later. */
  dead_at: Generated<string | null>;
}

export interface RateLimitTable {
  key: string;
  window_start: string;
  count: number;
}

/** One row (`id` 1), rewritten by every GET /api/health to prove the database accepts writes. */
export interface HealthCheckTable {
  id: number;
  checked_at: string;
}

/**
 * Where a lead came from (migration 006): the lead's id and feature, and the first and last
 * touch, one column per value of src/lib/attribution/rules.ts (null when not recorded).
 */
export type LeadAttributionTable = {
  lead_id: string;
  feature: string;
  created_at: string;
} & Record<`${'first' | 'last'}_${TouchKey}`, string | null>;

export type OutboxRow = Selectable<OutboxTable>;
export type NewOutboxItem = Insertable<OutboxTable>;

/** The person id each address has in marketing automation (src/server/integrations/customerio). */
export interface MarketingIdTable {
  email: string;
  person_id: string;
  created_at: string;
}
