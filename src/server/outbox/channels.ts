import 'server-only';
import { env, type Env } from '@/env';
import { customerIoConfig } from '../integrations/customerio';
import { personMailConfigured, salesMailConfigured } from '../integrations/mail';
import { salesWebhookConfigured } from '../integrations/webhook';
import type { Channel } from './topics';

/** Which channels can deliver: items are only queued for those. */
export function configuredChannels(e: Env = env()): Set<Channel> {
  const channels = new Set<Channel>(['erase']);
  if (customerIoConfig(e)) channels.add('customerio');
  if (salesMailConfigured(e)) channels.add('sales-email');
  if (personMailConfigured(e)) channels.add('person-email');
  if (salesWebhookConfigured(e)) channels.add('webhook');
  return channels;
}
