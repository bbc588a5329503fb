import type { FeatureId } from '@/lib/forms/features';
import type { MarketingUpdate } from '../integrations/customerio';
import type { SalesNotification } from '../integrations/mail';
import type { WebhookNotification } from '../integrations/webhook';

/** The integrations an outbox item can be delivered to, with what each carries. */
export interface ChannelPayloads {
  customerio: MarketingUpdate;
  email: SalesNotification;
  webhook: WebhookNotification;
}
export type Channel = keyof ChannelPayloads;

/** An item's topic: the feature it comes from and the integration it goes to. */
export type OutboxTopic = `${FeatureId}.${Channel}`;

/** Every payload names the person it concerns (`email`), so a deletion request can find it. */
export type OutboxMessage = {
  [C in Channel]: { topic: `${FeatureId}.${C}`; payload: ChannelPayloads[C] };
}[Channel];

export function channelOf(topic: string): Channel | undefined {
  const channel = topic.slice(topic.lastIndexOf('.') + 1);
  return channel === 'customerio' || channel === 'email' || channel === 'webhook'
    ? channel
    : undefined;
}
