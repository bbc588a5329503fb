import 'server-only';
import { env, type Env } from '@/env';
import { customerIoConfig, sendMarketingUpdate } from '../integrations/customerio';
import { DeliveryError } from '../integrations/http';
import { salesMailConfigured, sendSalesNotification } from '../integrations/mail';
import { salesWebhookConfigured, sendWebhook } from '../integrations/webhook';
import { channelOf, type Channel, type ChannelPayloads } from './topics';

/** Which integrations are configured: items are only queued for those. */
export function configuredChannels(e: Env = env()): Set<Channel> {
  const channels = new Set<Channel>();
  if (customerIoConfig(e)) channels.add('customerio');
  if (salesMailConfigured(e)) channels.add('email');
  if (salesWebhookConfigured(e)) channels.add('webhook');
  return channels;
}

const handlers: { [C in Channel]: (payload: ChannelPayloads[C], e: Env) => Promise<void> } = {
  async customerio(update, e) {
    const config = customerIoConfig(e);
    if (!config) throw new DeliveryError('Customer.io: no longer configured', false);
    await sendMarketingUpdate(config, update);
  },
  email: sendSalesNotification,
  webhook: sendWebhook,
};

/** Delivers one outbox item to the integration its topic names. Throws DeliveryError on failure. */
export async function deliver(topic: string, payload: unknown, e: Env = env()): Promise<void> {
  const channel = channelOf(topic);
  if (!channel) throw new DeliveryError(`${topic}: no integration for this topic`, false);
  const handler = handlers[channel] as (payload: unknown, e: Env) => Promise<void>;
  await handler(payload, e);
}
