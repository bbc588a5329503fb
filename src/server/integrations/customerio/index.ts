import 'server-only';
import { send } from '../delivery-error';

/**
 * Marketing automation through a Customer.io Track API v1 compatible endpoint. Nothing outside this
 * folder knows its URL shapes.
 */
export interface CustomerIoConfig {
  baseUrl: string;
  siteId: string;
  apiKey: string;
}

/**
 * The person id: base64 of the e-mail with non-alphanumerics stripped, so the same address always
 * names the same person in Customer.io.
 */
export function customerId(email: string): string {
  return Buffer.from(email, 'utf8')
    .toString('base64')
    .replace(/[^A-Za-z0-9]/g, '');
}

function headers(config: CustomerIoConfig): Record<string, string> {
  const auth = Buffer.from(`${config.siteId}:${config.apiKey}`).toString('base64');
  return { Authorization: `Basic ${auth}`, 'Content-Type': 'application/json' };
}

function url(config: CustomerIoConfig, path: string): string {
  return `${config.baseUrl.replace(/\/+$/, '')}${path}`;
}

/** Creates or updates a person (PUT /customers/{id}); attributes are top-level keys. */
export async function identify(
  config: CustomerIoConfig,
  email: string,
  attributes: Record<string, unknown>,
) {
  await send(
    url(config, `/customers/${encodeURIComponent(customerId(email))}`),
    { method: 'PUT', headers: headers(config), body: JSON.stringify(attributes) },
    'Customer.io identify',
  );
}

/** Records an event (POST /customers/{id}/events); `eventId` makes a retried event count once. */
export async function track(
  config: CustomerIoConfig,
  email: string,
  event: { name: string; data: Record<string, unknown>; eventId: string; timestamp: number },
) {
  await send(
    url(config, `/customers/${encodeURIComponent(customerId(email))}/events`),
    {
      method: 'POST',
      headers: headers(config),
      body: JSON.stringify({
        name: event.name,
        data: event.data,
        id: event.eventId,
        timestamp: event.timestamp,
      }),
    },
    'Customer.io event',
  );
}

/** Deletes a person and blocks re-adding them (POST /customers/{id}/suppress). */
export async function suppress(config: CustomerIoConfig, email: string) {
  await send(
    url(config, `/customers/${encodeURIComponent(customerId(email))}/suppress`),
    { method: 'POST', headers: headers(config) },
    'Customer.io suppress',
  );
}
