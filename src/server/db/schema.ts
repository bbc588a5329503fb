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
}

export interface NewsletterSignupTable {
  id: string;
  email: string;
  language: 'en' | 'es';
  source: 'articles_page';
  /** `unsubscribed` rows are deleted by housekeeping (src/server/privacy/retention.ts). */
  status: 'active' | 'unsubscribed';
  created_at: string;
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

export type OutboxRow = Selectable<OutboxTable>;
export type NewOutboxItem = Insertable<OutboxTable>;
