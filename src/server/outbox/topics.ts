import type { FeatureId } from '@/lib/forms/features';
import type { MarketingUpdate } from '../integrations/customerio';
import type { PersonMail, SalesNotification } from '../integrations/mail';
import type { WebhookNotification } from '../integrations/webhook';
import type { LinkReference } from '../links';

/** The channels an outbox item can be delivered to, with what each carries. */
export interface ChannelPayloads {
  /** Marketing automation (Customer.io). */
  customerio: MarketingUpdate;
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

/** An item's topic: the feature it comes from and the channel it goes to. */
export type OutboxTopic = `${FeatureId}.${Channel}`;

/**
 * Payloads about a person name them (`email`); `enqueue` stores that address beside the item, so a
 * deletion request finds it.
 */
export type OutboxMessage = {
  [C in Channel]: { topic: `${FeatureId}.${C}`; payload: ChannelPayloads[C] };
}[Channel];

export function channelOf(topic: string): Channel | undefined {
  const channel = topic.slice(topic.lastIndexOf('.') + 1);
  return channels.find((c) => c === channel);
}
