import 'server-only';
import type { Transaction } from 'kysely';
import { ulid } from 'ulid';
import { facts } from '@/content/facts';
import { env, type Env } from '@/env';
import type { Locale } from '@/i18n/routing';
import {
  attributionAttributes,
  recordAttribution,
  storedAttribution,
  type Attribution,
} from '@/server/attribution';
import { consentText, recordConsent } from '@/server/consent';
import type { Db } from '@/server/db';
import type { Database } from '@/server/db/schema';
import { personMailConfigured } from '@/server/integrations/mail';
import {
  consumeLinkMail,
  hashToken,
  isWellFormedToken,
  linkExpiry,
  lookAtLink,
  TOKEN_PLACEHOLDER,
  type LinkState,
} from '@/server/links';
import { enqueue, inTransaction } from '@/server/outbox/enqueue';

// Newsletter subscriptions, from the form to an unsubscribe: with e-mail configured a sign-up is
// stored `pending` and the address receives a single-use link (src/server/links); its page's
// button makes the subscription `active`, and only then is the profile queued for marketing
// automation. Unconfirmed sign-ups are deleted after the link's validity. An unsubscribe reported
// by marketing automation marks the row `unsubscribed` and puts the address on the suppression
// list: a form subscribes it again only through the link. docs/decisions/consent-records.md

const MAILS_PER_DAY = facts.newsletterConfirmationMailsPerDay.value;
const DAY_SECONDS = 24 * 60 * 60;
const SOURCE = 'articles_page';

/** Whether a new sign-up waits for the link: e-mail can be sent and confirmation is not off. */
export function confirmationRequired(e: Env = env()): boolean {
  return personMailConfigured(e) && e.NEWSLETTER_CONFIRMATION === 'on';
}

/** What a sign-up became; anything but `subscribed` and `pending` changed nothing. */
export type SubscribeOutcome =
  /** `active` at once (no e-mail, or confirmation off). */
  | 'subscribed'
  /** `pending`: a confirmation link is on its way. */
  | 'pending'
  | 'alreadySubscribed'
  /** The address has been sent as many confirmation e-mails as a day allows. */
  | 'confirmationLimit'
  /** The address unsubscribed earlier and no link can be sent to confirm it again. */
  | 'suppressedWithoutMail';

/** The confirmation e-mail for a link token (a placeholder until it is sent: src/server/links). */
export type ConfirmationMail = (token: string) => { subject: string; text: string };

/** Stores a sign-up: `active` at once, or `pending` with a link e-mailed to the address. */
export async function subscribe(
  db: Db,
  { email, locale, attribution }: { email: string; locale: Locale; attribution: Attribution },
  mail: ConfirmationMail,
  now = new Date(),
): Promise<SubscribeOutcome> {
  const text = await consentText('newsletter', locale);
  const at = now.toISOString();
  return inTransaction(db, async (trx): Promise<SubscribeOutcome> => {
    const existing = await trx
      .selectFrom('newsletter_signups')
      .select(['id', 'status'])
      .where('email', '=', email)
      .executeTakeFirst();
    if (existing?.status === 'active') return 'alreadySubscribed';
    const suppressed = await trx
      .selectFrom('newsletter_suppressions')
      .select('email')
      .where('email', '=', email)
      .executeTakeFirst();

    if (!confirmationRequired() && !(suppressed && personMailConfigured())) {
      if (suppressed) return 'suppressedWithoutMail';
      const id = existing?.id ?? ulid();
      if (existing)
        await trx
          .updateTable('newsletter_signups')
          .set({ status: 'active', language: locale, token_hash: null, token_expires_at: null })
          .where('id', '=', existing.id)
          .execute();
      else
        await trx
          .insertInto('newsletter_signups')
          .values({
            id,
            email,
            language: locale,
            source: SOURCE,
            status: 'active',
            created_at: at,
          })
          .execute();
      await recordConsent(
        trx,
        { email, purpose: 'newsletter', state: 'granted', method: 'form', text },
        now,
      );
      if (!existing)
        await recordAttribution(trx, { feature: 'newsletter', id, createdAt: at }, attribution);
      const touches = attributionAttributes(
        existing ? await storedAttribution(trx, id) : attribution,
      );
      await enqueue(trx, [profileUpdate(email, locale, at, false, touches)], now);
      return 'subscribed';
    }

    if (!(await consumeLinkMail(trx, 'newsletter', email, MAILS_PER_DAY, now)))
      return 'confirmationLimit';
    // The link's token is made when the e-mail is sent; a new sign-up's e-mail replaces the link
    // of an earlier one then, and until then no older link works.
    const pending = {
      status: 'pending' as const,
      language: locale,
      token_hash: null,
      token_expires_at: linkExpiry('newsletter', now),
      confirmed_at: null,
    };
    const id = existing?.id ?? ulid();
    if (existing)
      await trx.updateTable('newsletter_signups').set(pending).where('id', '=', id).execute();
    else {
      await trx
        .insertInto('newsletter_signups')
        .values({ id, email, source: SOURCE, created_at: at, ...pending })
        .execute();
      // Where the sign-up came from is kept from the form; the profile gets it on confirmation.
      await recordAttribution(trx, { feature: 'newsletter', id, createdAt: at }, attribution);
    }
    await enqueue(
      trx,
      [
        {
          topic: 'newsletter.person-email',
          payload: { email, ...mail(TOKEN_PLACEHOLDER), link: { kind: 'newsletter', id } },
        },
      ],
      now,
    );
    return 'pending';
  });
}

/** Looks at a confirmation link without changing anything (the page a GET opens). */
export async function subscriptionLinkState(
  db: Db,
  token: string,
  now = new Date(),
): Promise<LinkState> {
  return lookAtLink(db, 'newsletter', token, now);
}

/**
 * Confirms the sign-up the token belongs to, once (the button's POST): it becomes `active`, leaves
 * the suppression list, its consent is recorded and its profile queued, in one transaction.
 * Anything else (forged, expired, already used) changes nothing and says why.
 */
export async function confirmSubscription(
  db: Db,
  token: string,
  now = new Date(),
): Promise<'confirmed' | Exclude<LinkState, 'valid'>> {
  if (!isWellFormedToken(token)) return 'invalid';
  const found = await db
    .selectFrom('newsletter_signups')
    .select('language')
    .where('token_hash', '=', hashToken(token))
    .executeTakeFirst();
  if (!found) return 'invalid';
  const text = await consentText('newsletter', found.language);
  const at = now.toISOString();
  const confirmed = await inTransaction(db, async (trx) => {
    const row = await trx
      .updateTable('newsletter_signups')
      .set({ status: 'active', confirmed_at: at })
      .where('token_hash', '=', hashToken(token))
      .where('status', '=', 'pending')
      .where('token_expires_at', '>', at)
      .returning(['id', 'email', 'language'])
      .executeTakeFirst();
    if (!row) return false;
    await trx.deleteFrom('newsletter_suppressions').where('email', '=', row.email).execute();
    await recordConsent(
      trx,
      {
        email: row.email,
        purpose: 'newsletter',
        state: 'granted',
        method: 'confirmation_link',
        text,
      },
      now,
    );
    const touches = attributionAttributes(await storedAttribution(trx, row.id));
    await enqueue(trx, [profileUpdate(row.email, row.language, at, true, touches)], now);
    return true;
  });
  if (confirmed) return 'confirmed';
  const state = await subscriptionLinkState(db, token, now);
  return state === 'valid' ? 'invalid' : state;
}

/**
 * Records an unsubscribe reported by marketing automation, in the caller's transaction: the
 * newsletter row (if any) becomes `unsubscribed` and its link stops working, the address goes on
 * the suppression list, and the withdrawal is appended to the consent records.
 */
export async function recordUnsubscribe(
  trx: Transaction<Database>,
  email: string,
  now = new Date(),
): Promise<{ hadSubscription: boolean }> {
  const at = now.toISOString();
  const row = await trx
    .updateTable('newsletter_signups')
    .set({ status: 'unsubscribed', unsubscribed_at: at, token_hash: null, token_expires_at: null })
    .where('email', '=', email)
    .returning('language')
    .executeTakeFirst();
  await trx
    .insertInto('newsletter_suppressions')
    .values({ email, reason: 'unsubscribed', created_at: at })
    .onConflict((oc) => oc.column('email').doNothing())
    .execute();
  await recordConsent(
    trx,
    {
      email,
      purpose: 'newsletter',
      state: 'withdrawn',
      method: 'customerio_webhook',
      locale: row?.language,
    },
    now,
  );
  return { hadSubscription: Boolean(row) };
}

/**
 * Applies an unsubscribe reported by marketing automation's webhook, once per event id: a repeated
 * delivery of the same event (a retry, or a replay within the signature's window) changes nothing.
 * An event that happened before the person's latest confirmation (`at`: retries arrive days late)
 * is superseded by it: the person asked again since, and stays subscribed.
 */
export async function applyReportedUnsubscribe(
  db: Db,
  event: { id?: string; email: string; at?: Date },
  now = new Date(),
): Promise<'recorded' | 'duplicate' | 'superseded'> {
  return inTransaction(db, async (trx) => {
    if (event.id) {
      const fresh = await trx
        .insertInto('webhook_events')
        .values({ id: `customerio:${event.id}`, received_at: now.toISOString() })
        .onConflict((oc) => oc.column('id').doNothing())
        .returning('id')
        .executeTakeFirst();
      if (!fresh) return 'duplicate';
    }
    if (event.at) {
      const confirmedSince = await trx
        .selectFrom('newsletter_signups')
        .select('id')
        .where('email', '=', event.email)
        .where('confirmed_at', '>', event.at.toISOString())
        .executeTakeFirst();
      if (confirmedSince) return 'superseded';
    }
    await recordUnsubscribe(trx, event.email, now);
    return 'recorded';
  });
}

/**
 * Event ids are remembered as long as Customer.io retries a delivery (seven days), plus a day: an
 * older event arrives with a timestamp outside the signature's window anyway.
 */
const SEEN_EVENT_DAYS = 8;

/**
 * The newsletter's part of housekeeping (handed to it by src/features/jobs.ts): sign-ups never
 * confirmed within the link's validity are deleted, and webhook event ids past any retry.
 */
export async function newsletterHousekeeping(db: Db, now: Date) {
  const unconfirmedSignupsDeleted = await deleteUnconfirmedSignups(db, now);
  await pruneSeenEvents(db, now);
  return { unconfirmedSignupsDeleted };
}

/** Sign-ups never confirmed within the link's validity are deleted (housekeeping). */
async function deleteUnconfirmedSignups(db: Db, now = new Date()): Promise<number> {
  const result = await db
    .deleteFrom('newsletter_signups')
    .where('status', '=', 'pending')
    .where('token_expires_at', '<=', now.toISOString())
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Forgets webhook event ids older than any retry (housekeeping). */
async function pruneSeenEvents(db: Db, now = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - SEEN_EVENT_DAYS * DAY_SECONDS * 1000).toISOString();
  const result = await db
    .deleteFrom('webhook_events')
    .where('received_at', '<', cutoff)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** The subscriber's profile and the newsletter_subscribed event for marketing automation. */
function profileUpdate(
  email: string,
  locale: Locale,
  at: string,
  confirmed: boolean,
  touches: Record<string, string>,
) {
  return {
    topic: 'newsletter.customerio' as const,
    payload: {
      email,
      createdAt: at,
      attributes: {
        language: locale,
        newsletter_status: 'active',
        newsletter_source: SOURCE,
        // Confirmed through the link: the person asked again, so an earlier unsubscribe in
        // marketing automation no longer holds.
        ...(confirmed ? { unsubscribed: false } : {}),
        ...touches,
      },
      event: {
        name: 'newsletter_subscribed',
        id: ulid(),
        data: { source: SOURCE, language: locale, confirmed, ...touches },
      },
    },
  };
}
