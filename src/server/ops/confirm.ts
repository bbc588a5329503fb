import 'server-only';
import { env, type Env } from '@/env';
import type { Db, DbHandle } from '../db';
import { customerIoConfig } from '../integrations/customerio';
import { salesMailConfigured } from '../integrations/mail';
import { salesWebhookConfigured } from '../integrations/webhook';
import { deliverNow } from '../outbox';
import { confirmByOperator } from '../privacy';

// `npm run ops -- confirm <id>`: an operator confirms one data-deletion request and carries out
// that request only, with the settings of the machine it runs on. The rest of the queue is left to
// the site's dispatchers, which have the site's settings.

/** An integration a person's data can reach, the tables that show it did, the settings it needs. */
interface Reach {
  name: 'customerio' | 'sales-email' | 'webhook';
  what: string;
  settings: readonly (keyof Env)[];
  configured: (e: Env) => boolean;
  tables: readonly (
    'newsletter_signups' | 'contact_submissions' | 'sales_contacts' | 'newsletter_suppressions'
  )[];
}

const INTEGRATIONS: readonly Reach[] = [
  {
    name: 'customerio',
    what: 'Customer.io',
    settings: ['CUSTOMERIO_SITE_ID', 'CUSTOMERIO_API_KEY'],
    configured: (e) => customerIoConfig(e) !== undefined,
    // Newsletter, contact-form and live-chat leads go to Customer.io; an unsubscribe came from it.
    tables: ['newsletter_signups', 'contact_submissions', 'newsletter_suppressions'],
  },
  {
    name: 'sales-email',
    what: "the sales team's inbox",
    settings: ['SMTP_URL', 'SALES_NOTIFY_EMAIL'],
    configured: salesMailConfigured,
    tables: ['sales_contacts'],
  },
  {
    name: 'webhook',
    what: 'the sales webhook',
    settings: ['SALES_WEBHOOK_URL'],
    configured: salesWebhookConfigured,
    tables: ['sales_contacts'],
  },
];

/** The names `--site-without` accepts. */
export const integrationNames = INTEGRATIONS.map((i) => i.name);

/**
 * The integrations the person's data may have reached (some of their rows are of a kind sent
 * there) that are not configured here, unless the operator says the site does not use them.
 */
async function unreachable(db: Db, email: string, e: Env, siteWithout: readonly string[]) {
  const missing: Reach[] = [];
  for (const integration of INTEGRATIONS) {
    if (integration.configured(e) || siteWithout.includes(integration.name)) continue;
    for (const table of integration.tables) {
      const row = await db
        .selectFrom(table)
        .select('email')
        .where('email', '=', email)
        .executeTakeFirst();
      if (row) {
        missing.push(integration);
        break;
      }
    }
  }
  return missing;
}

/**
 * Confirms one request for an operator who verified the person's identity another way, then
 * carries out that request at once: the same outbox step the dispatcher runs, and nothing else of
 * the queue. Refuses, changing nothing, when the person's data may have reached an integration that
 * is not configured here (it could not be asked to delete them); `siteWithout` names integrations
 * the site itself does not use.
 */
export async function confirmDeletionRequest(
  handle: DbHandle,
  requestId: string,
  { siteWithout = [] as readonly string[], e = env() } = {},
) {
  const { db } = handle;
  const request = await db
    .selectFrom('data_deletion_requests')
    .select(['email', 'status'])
    .where('id', '=', requestId)
    .executeTakeFirst();
  if (!request || (request.status !== 'pending' && request.status !== 'expired'))
    throw new Error(`No pending or expired data-deletion request with id ${requestId}.`);
  const missing = await unreachable(db, request.email, e, siteWithout);
  if (missing.length > 0) {
    const unset = missing.flatMap((m) => m.settings.filter((s) => !e[s]));
    throw new Error(
      `Not confirmed: this person's data may have reached ${missing.map((m) => m.what).join(' and ')}, ` +
        `which cannot be asked to delete it from here because ${unset.join(', ')} ${unset.length === 1 ? 'is' : 'are'} not set. ` +
        `Run the command where the site's settings are set, or, if the site does not use ${missing.length === 1 ? 'it' : 'them'}, ` +
        `add --site-without ${missing.map((m) => m.name).join(',')}.`,
    );
  }
  const item = await confirmByOperator(db, requestId);
  const outcome = await deliverNow(handle, item);
  const row = await db
    .selectFrom('data_deletion_requests')
    .select(['id', 'status', 'confirmed_at', 'completed_at'])
    .where('id', '=', requestId)
    .executeTakeFirstOrThrow();
  return { ...row, erasure: outcome };
}
