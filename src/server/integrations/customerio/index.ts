import 'server-only';
import { env, type Env } from '@/env';
import { send } from '../http';

/**
 * Marketing automation through a Customer.io Track API v1 compatible endpoint. Nothing outside this
 * folder knows its URL shapes, its person ids, its authentication or its timestamp format.
 */
export interface CustomerIoConfig {
  baseUrl: string;
  siteId: string;
  apiKey: string;
}

/** The configuration from CUSTOMERIO_* (see .env.example), or undefined when it is not set. */
export function customerIoConfig(e: Env = env()): CustomerIoConfig | undefined {
  if (!e.CUSTOMERIO_SITE_ID || !e.CUSTOMERIO_API_KEY) return undefined;
  return {
    baseUrl: e.CUSTOMERIO_BASE_URL,
    siteId: e.CUSTOMERIO_SITE_ID,
    apiKey: e.CUSTOMERIO_API_KEY,
  };
}

type Attribute = string | number | boolean | null;

/**
 * What a feature tells marketing automation about a person: profile attributes and, optionally, an
 * event. Times are ISO 8601 strings; `created_at` is sent in Unix seconds, as the API expects.
 */
export interface MarketingUpdate {
  email: string;
  createdAt: string;
  attributes: Record<string, Attribute>;
  event?: { name: string; id: string; data: Record<string, Attribute> };
}

/** Removing a person whose records' retention period ended (DELETE /customers/{id}). */
export interface MarketingRemoval {
  email: string;
  remove: true;
}

/**
 * The plain person id: base64 of the e-mail with non-alphanumerics stripped. Different addresses
 * can map to one plain id; the id actually sent is the stored one (`marketingId`, ./person-ids.ts).
 */
export function customerId(email: string): string {
  return Buffer.from(email, 'utf8')
    .toString('base64')
    .replace(/[^A-Za-z0-9]/g, '');
}

const epochSeconds = (iso: string) => Math.floor(Date.parse(iso) / 1000);

function request(config: CustomerIoConfig, path: string, init: RequestInit, what: string) {
  const auth = Buffer.from(`${config.siteId}:${config.apiKey}`).toString('base64');
  return send(
    `${config.baseUrl.replace(/\/+$/, '')}${path}`,
    {
      ...init,
      headers: { Authorization: `Basic ${auth}`, 'Content-Type': 'application/json' },
    },
    what,
  );
}

/**
 * Creates or updates the person `personId` (PUT /customers/{id}, attributes as top-level keys), then records
 * the event (POST /customers/{id}/events). A retry repeats the idempotent PUT and sends the event
 * with the same id, so it is counted once.
 */
export async function sendMarketingUpdate(
  config: CustomerIoConfig,
  personId: string,
  update: MarketingUpdate,
) {
  const person = `/customers/${encodeURIComponent(personId)}`;
  await request(
    config,
    person,
    {
      method: 'PUT',
      body: JSON.stringify({
        email: update.email,
        created_at: epochSeconds(update.createdAt),
        ...update.attributes,
      }),
    },
    'Customer.io identify',
  );
  if (!update.event) return;
  await request(
    config,
    `${person}/events`,
    {
      method: 'POST',
      body: JSON.stringify({
        name: update.event.name,
        data: update.event.data,
        id: update.event.id,
        timestamp: epochSeconds(update.createdAt),
      }),
    },
    'Customer.io event',
  );
}

/**
 * Deletes a person (DELETE /customers/{id}) without blocking them: a later form of theirs adds
 * them again. For retention; a deletion request suppresses instead.
 */
export async function deletePerson(config: CustomerIoConfig, personId: string) {
  await request(
    config,
    `/customers/${encodeURIComponent(personId)}`,
    { method: 'DELETE' },
    'Customer.io delete',
  );
}

/** Deletes a person and blocks re-adding them (POST /customers/{id}/suppress). */
export async function suppressPerson(config: CustomerIoConfig, personId: string) {
  await request(
    config,
    `/customers/${encodeURIComponent(personId)}/suppress`,
    { method: 'POST' },
    'Customer.io suppress',
  );
}
