import 'server-only';
import { env, type Env } from '@/env';
import { DeliveryError, send } from '../http';

/** A JSON document about a person for the operator's sales webhook (SALES_WEBHOOK_URL). */
export interface WebhookNotification {
  email: string;
  body: Record<string, unknown>;
}

export function salesWebhookConfigured(e: Env = env()): boolean {
  return Boolean(e.SALES_WEBHOOK_URL);
}

/**
 * POSTs the notification's body as JSON to SALES_WEBHOOK_URL, with an `Idempotency-Key` header that
 * stays the same on every retry of the same notification, so the receiver can drop repeats.
 */
export async function sendWebhook(
  n: WebhookNotification,
  key: string,
  e: Env = env(),
): Promise<void> {
  if (!e.SALES_WEBHOOK_URL)
    throw new DeliveryError('sales webhook: SALES_WEBHOOK_URL no longer set', false);
  await send(
    e.SALES_WEBHOOK_URL,
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Idempotency-Key': key },
      body: JSON.stringify(n.body),
    },
    'Sales webhook',
  );
}
