import type { FeatureId } from '@/lib/forms/features';
import type { MarketingUpdate } from '../integrations/customerio';
import type { PersonMail, SalesNotification } from '../integrations/mail';
import type { WebhookNotification } from '../integrations/webhook';

/** The channels an outbox item can be delivered to, with what each carries. */
export interface ChannelPayloads {
  /** Marketing automation (Customer.io). */
  customerio: MarketingUpdate;
  /** A notification e-mail to the sales team. */
  email: SalesNotification;
  /** An e-mail to the person (privacy-request confirmation and completion). */
  mail: PersonMail;
  /** The operator's sales webhook. */
  webhook: WebhookNotification;
  /** Carrying out a confirmed data-deletion request (./erase.ts). */
  erase: { requestId: string };
}
export type Channel = keyof ChannelPayloads;

const channels: readonly Channel[] = ['customerio', 'email', 'mail', 'webhook', 'erase'];

/** An item's topic: the feature it comes from and the channel it goes to. */
export type OutboxTopic = `${FeatureId}.${Channel}`;

/** Payloads about a person name them (`email`), so a deletion request finds them. */
export type OutboxMessage = {
  [C in Channel]: { topic: `${FeatureId}.${C}`; payload: ChannelPayloads[C] };
}[Channel];

export function channelOf(topic: string): Channel | undefined {
  const channel = topic.slice(topic.lastIndexOf('.') + 1);
  return channels.find((c) => c === channel);
}
