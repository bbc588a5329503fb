import type { FeatureId } from '@/lib/forms/features';
import type { MarketingRemoval, MarketingUpdate } from '../integrations/customerio';
import type { PersonMail, SalesNotification } from '../integrations/mail';
import type { WebhookNotification } from '../integrations/webhook';
import type { LinkReference } from '../links';

/** The channels an outbox item can be delivered to, with what each carries. */
export interface ChannelPayloads {
  /** Marketing automation (Customer.io): a profile update, or a removal (retention). */
  customerio: MarketingUpdate | MarketingRemoval;
  /** A notification e-mail to the sales team (SALES_NOTIFY_EMAIL). */
  'sales-email': SalesNotification;
  /**
   * An e-mail to the person themselves (privacy-request confirmation and completion, newsletter
   * confirmation). A confirmation names the row its link confirms: the link's token is made when
   * it is sent, and stands in the text as a placeholder until then.
   */
  'person-email': PersonMail & { link?: LinkReference };
  /** The operator's sales webhook. */
  webhook: WebhookNotification;
  /** Carrying out a confirmed data-deletion request (./erase.ts). */
  erase: { requestId: string };
}
export type Channel = keyof ChannelPayloads;

const channels: readonly Channel[] = [
  'customerio',
  'sales-email',
  'person-email',
  'webhook',
  'erase',
];

/**
 * What queues items: a visitor feature, or housekeeping's `retention` (a person whose records'
 * period ended is removed where erasure would remove them).
 */
export type TopicSource = FeatureId | 'retention';

/** An item's topic: what queued it and the channel it goes to. */
export type OutboxTopic = `${TopicSource}.${Channel}`;

/**
 * Payloads about a person name them (`email`); for the topics the personal-data registry lists,
 * `enqueue` stores that address beside the item, so erasure and retention find it.
 */
export type OutboxMessage = {
  [C in Channel]: { topic: `${TopicSource}.${C}`; payload: ChannelPayloads[C] };
}[Channel];

export function channelOf(topic: string): Channel | undefined {
  const channel = topic.slice(topic.lastIndexOf('.') + 1);
  return channels.find((c) => c === channel);
}
