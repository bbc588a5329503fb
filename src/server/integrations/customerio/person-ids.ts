import 'server-only';
import type { Db } from '../../db';
import { customerId } from '.';

// The person id each address has in Customer.io, stored (table `marketing_ids`) so that two
// addresses never share one: the plain id (`customerId`) maps some different addresses to one id.
// docs/decisions/consent-records.md

/**
 * The address's person id: the one stored for it, else the plain id if no other address holds it,
 * else the plain id with the first free `-2`, `-3`, … appended (never a plain id: those have no
 * `-`). Stored before the first update reaches Customer.io, so it stays the same afterwards.
 */
export async function marketingId(db: Db, email: string, now = new Date()): Promise<string> {
  const plain = customerId(email);
  for (let n = 1; ; n++) {
    const stored = await storedMarketingId(db, email);
    if (stored !== undefined) return stored;
    const id = n === 1 ? plain : `${plain}-${n}`;
    const inserted = await db
      .insertInto('marketing_ids')
      .values({ email, person_id: id, created_at: now.toISOString() })
      .onConflict((oc) => oc.doNothing())
      .returning('person_id')
      .executeTakeFirst();
    if (inserted) return inserted.person_id;
    // The id is another address's, or this address was stored meanwhile: look again.
  }
}

/**
 * The person id to remove from Customer.io for an address: the stored one, or the plain id when
 * no address holds it (a profile from before ids were stored); undefined when the plain id is
 * another address's, so erasing one person never deletes another's profile.
 */
export async function erasableMarketingId(db: Db, email: string): Promise<string | undefined> {
  const stored = await storedMarketingId(db, email);
  if (stored !== undefined) return stored;
  const plain = customerId(email);
  const holder = await db
    .selectFrom('marketing_ids')
    .select('email')
    .where('person_id', '=', plain)
    .executeTakeFirst();
  return holder ? undefined : plain;
}

/** Forgets the address's stored id, once Customer.io no longer holds a profile under it. */
export async function forgetMarketingId(db: Db, email: string): Promise<void> {
  await db.deleteFrom('marketing_ids').where('email', '=', email).execute();
}

async function storedMarketingId(db: Db, email: string) {
  const row = await db
    .selectFrom('marketing_ids')
    .select('person_id')
    .where('email', '=', email)
    .executeTakeFirst();
  return row?.person_id;
}
