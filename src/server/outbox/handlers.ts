import 'server-only';
import { env, type Env } from '@/env';
import { identify, track, type CustomerIoConfig } from '../integrations/customerio';
import { DeliveryError } from '../integrations/delivery-error';
import { sendMail } from '../integrations/mail';
import { postJson } from '../integrations/webhook';
import type { OutboxTopic } from '../db/schema';
import type { OutboxMessage, OutboxPayloads } from './topics';

export function customerIoConfig(e: Env = env()): CustomerIoConfig | undefined {
  if (!e.CUSTOMERIO_SITE_ID || !e.CUSTOMERIO_API_KEY) return undefined;
  return {
    baseUrl: e.CUSTOMERIO_BASE_URL,
    siteId: e.CUSTOMERIO_SITE_ID,
    apiKey: e.CUSTOMERIO_API_KEY,
  };
}

/** Which topics have a configured integration: items are only queued for those. */
export function configuredTopics(e: Env = env()): Set<OutboxTopic> {
  const topics = new Set<OutboxTopic>();
  if (customerIoConfig(e)) {
    topics.add('customerio.contact');
    topics.add('customerio.newsletter');
  }
  if (e.SMTP_URL && e.SALES_NOTIFY_EMAIL) topics.add('sales.email');
  if (e.SALES_WEBHOOK_URL) topics.add('sales.webhook');
  return topics;
}

function notConfigured(topic: string): never {
  throw new DeliveryError(`${topic}: integration no longer configured`, false);
}

const epochSeconds = (iso: string) => Math.floor(Date.parse(iso) / 1000);

const handlers: { [T in OutboxTopic]: (payload: OutboxPayloads[T], e: Env) => Promise<void> } = {
  async 'customerio.contact'(p, e) {
    const config = customerIoConfig(e) ?? notConfigured('customerio.contact');
    // The profile first, then the event; a retry repeats the (idempotent) PUT and sends the event
    // with the same id, so it is counted once.
    await identify(config, p.email, {
      email: p.email,
      created_at: epochSeconds(p.createdAt),
      name: p.name,
      phone: p.phone,
      company: p.company,
      text_opt_in: p.textOptIn,
      last_contact_date: p.createdAt,
    });
    await track(config, p.email, {
      name: 'contact_form_submitted',
      eventId: p.eventId,
      timestamp: epochSeconds(p.createdAt),
      data: {
        timestamp: p.createdAt,
        subject: p.subject,
        message_length: p.messageLength,
        has_phone: p.phone !== null,
        has_company: p.company !== null,
        text_opt_in: p.textOptIn,
        form_source: 'website_contact_page',
      },
    });
  },
  async 'customerio.newsletter'(p, e) {
    const config = customerIoConfig(e) ?? notConfigured('customerio.newsletter');
    await identify(config, p.email, {
      email: p.email,
      created_at: epochSeconds(p.createdAt),
      language: p.language,
      newsletter_status: 'active',
      newsletter_source: 'articles_page',
    });
    await track(config, p.email, {
      name: 'newsletter_subscribed',
      eventId: p.eventId,
      timestamp: epochSeconds(p.createdAt),
      data: { source: 'articles_page', language: p.language },
    });
  },
  async 'sales.email'(p, e) {
    if (!e.SMTP_URL || !e.SALES_NOTIFY_EMAIL) notConfigured('sales.email');
    await sendMail(e.SMTP_URL, {
      from: e.SMTP_FROM,
      to: e.SALES_NOTIFY_EMAIL,
      replyTo: p.email,
      subject: `New sales contact: ${p.name}`,
      text: [
        'A visitor asked the sales team to contact them from the website.',
        '',
        `Name: ${p.name}`,
        `Email: ${p.email}`,
        `Phone: ${p.phone ?? '(not given)'}`,
        `Prefers: ${p.preferPhone ? 'phone' : 'email'}`,
        `Received: ${p.createdAt}`,
      ].join('\n'),
    });
  },
  async 'sales.webhook'(p, e) {
    if (!e.SALES_WEBHOOK_URL) notConfigured('sales.webhook');
    await postJson(e.SALES_WEBHOOK_URL, {
      name: p.name,
      email: p.email,
      phone: p.phone,
      preferPhone: p.preferPhone,
    });
  },
};

/** Delivers one outbox message to its integration. Throws DeliveryError on failure. */
export async function deliver(message: OutboxMessage, e: Env = env()): Promise<void> {
  const handler = handlers[message.topic] as (payload: unknown, e: Env) => Promise<void>;
  await handler(message.payload, e);
}
