import 'server-only';
import { createHash, randomBytes } from 'node:crypto';
import { facts } from '@/content/facts';
import type { Db } from '../db';
import { consumeRateLimit } from '../rate-limit';

// Single-use links e-mailed to a person (a data-deletion request, a newsletter subscription):
// a random 256-bit token goes into the link, only its SHA-256 hash and expiry are stored with the
// row it confirms. The token is made when the e-mail is sent (`issueLinkToken`), so no usable link
// ever sits in the database: until then the queued e-mail holds `TOKEN_PLACEHOLDER`. Opening the
// link only looks (`lookAtLink`); a POST from the page it opens confirms, so a mail scanner that
// follows links confirms nothing. docs/decisions/privacy-requests.md

const DAY_MS = 24 * 60 * 60 * 1000;
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** The stored form of a token. */
export const hashToken = (token: string) =>
  createHash('sha256').update(token, 'utf8').digest('hex');

/** Whether a string can be a token at all (anything else is answered `invalid` unread). */
export const isWellFormedToken = (token: string) => TOKEN_PATTERN.test(token);

/** What a link confirms: each kind counts the e-mails it sends to an address on its own. */
export type LinkKind = 'newsletter' | 'data-deletion';

/** How long a link of each kind is valid, from the e-mail that carries it. */
export const LINK_VALID_DAYS: Record<LinkKind, number> = {
  newsletter: facts.newsletterConfirmationDays.value,
  'data-deletion': facts.deletionLinkValidDays.value,
};

/** When a link made now expires (a row waiting for its e-mail expires then too). */
export const linkExpiry = (kind: LinkKind, now = new Date()) =>
  new Date(now.getTime() + LINK_VALID_DAYS[kind] * DAY_MS).toISOString();

/** The table holding the rows each kind of link confirms. */
const LINK_TABLES = {
  newsletter: 'newsletter_signups',
  'data-deletion': 'data_deletion_requests',
} as const satisfies Record<LinkKind, string>;

/** The row a queued confirmation e-mail is for: the newsletter sign-up or the deletion request. */
export interface LinkReference {
  kind: LinkKind;
  id: string;
}

/** What a queued confirmation e-mail's text holds where the token goes, until it is sent. */
export const TOKEN_PLACEHOLDER = '{{link-token}}';

/**
 * Makes the token of a confirmation e-mail being sent: stores its hash and expiry with the row,
 * replacing any earlier link's (the newest e-mail's link is the one that works), and returns the
 * token for the e-mail only. Undefined when the row no longer waits for a link (confirmed, erased,
 * unsubscribed or past its time): nothing is to be sent then.
 */
export async function issueLinkToken(
  db: Db,
  { kind, id }: LinkReference,
  now = new Date(),
): Promise<string | undefined> {
  const token = randomBytes(32).toString('base64url');
  const set = { token_hash: hashToken(token), token_expires_at: linkExpiry(kind, now) };
  const row = await db
    .updateTable(LINK_TABLES[kind])
    .set(set)
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .where('token_expires_at', '>', now.toISOString())
    .returning('id')
    .executeTakeFirst();
  return row ? token : undefined;
}

/** What a confirmation link can be: usable, or why not. */
export type LinkState = 'valid' | 'invalid' | 'expired' | 'used';

/**
 * Looks at a link of `kind` without changing anything (the page a GET opens): `invalid` when no
 * row has its token's hash, `used` once the row has left `pending`, `expired` past its time or
 * once housekeeping marked the row `expired`.
 */
export async function lookAtLink(
  db: Db,
  kind: LinkKind,
  token: string,
  now = new Date(),
): Promise<LinkState> {
  if (!isWellFormedToken(token)) return 'invalid';
  const row = await db
    .selectFrom(LINK_TABLES[kind])
    .select(['status', 'token_expires_at'])
    .where('token_hash', '=', hashToken(token))
    .executeTakeFirst();
  return linkStateOf(row, { pending: 'pending', expired: ['expired'] }, now);
}

/**
 * The state of the link whose row was found by its token's hash (undefined: none was): `used`
 * once the row has left the state the link confirms, `expired` past its time.
 */
function linkStateOf(
  row: { status: string; token_expires_at: string | null } | undefined,
  { pending, expired = [] }: { pending: string; expired?: readonly string[] },
  now = new Date(),
): LinkState {
  if (!row) return 'invalid';
  if (expired.includes(row.status)) return 'expired';
  if (row.status !== pending) return 'used';
  if ((row.token_expires_at ?? '') <= now.toISOString()) return 'expired';
  return 'valid';
}

const DAY_SECONDS = 24 * 60 * 60;

/**
 * Counts one confirmation e-mail of `kind` to `email` in the current UTC day, in the database (so
 * the cap holds across instances and whatever client address asked): false once `perDay` have
 * been counted. The key holds a hash of the address, never the address.
 */
export function consumeLinkMail(
  db: Db,
  kind: LinkKind,
  email: string,
  perDay: number,
  now = new Date(),
): Promise<boolean> {
  const key = `${kind}-confirmation:${createHash('sha256').update(email, 'utf8').digest('hex').slice(0, 32)}`;
  return consumeRateLimit(db, key, { max: perDay, windowSeconds: DAY_SECONDS }, now);
}
