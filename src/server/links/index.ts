import 'server-only';
import { createHash, randomBytes } from 'node:crypto';

// Single-use links e-mailed to a person (a data-deletion request, a newsletter subscription):
// a random 256-bit token goes into the link, only its SHA-256 hash and expiry are stored with the
// row it confirms. Opening the link only looks (`linkStateOf`); a POST from the page it opens
// confirms, so a mail scanner that follows links confirms nothing.
// docs/decisions/privacy-requests.md

const DAY_MS = 24 * 60 * 60 * 1000;
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** The stored form of a token. */
export const hashToken = (token: string) =>
  createHash('sha256').update(token, 'utf8').digest('hex');

/** Whether a string can be a token at all (anything else is answered `invalid` unread). */
export const isWellFormedToken = (token: string) => TOKEN_PATTERN.test(token);

/** A new link token: the token for the link, the hash and expiry to store. */
export function newLinkToken(validDays: number, now = new Date()) {
  const token = randomBytes(32).toString('base64url');
  return {
    token,
    hash: hashToken(token),
    expiresAt: new Date(now.getTime() + validDays * DAY_MS).toISOString(),
  };
}

/** What a confirmation link can be: usable, or why not. */
export type LinkState = 'valid' | 'invalid' | 'expired' | 'used';

/**
 * The state of the link whose row was found by its token's hash (undefined: none was): `used`
 * once the row has left the state the link confirms, `expired` past its time.
 */
export function linkStateOf(
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
