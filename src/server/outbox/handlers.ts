import 'server-only';
import { env, type Env } from '@/env';
import type { Db } from '../db';
import type { OutboxRow } from '../db/schema';
import {
  customerIoConfig,
  deletePerson,
  sendMarketingUpdate,
  suppressPerson,
} from '../integrations/customerio';
import {
  erasableMarketingId,
  forgetMarketingId,
  marketingId,
} from '../integrations/customerio/person-ids';
import { DeliveryError } from '../integrations/http';
import { sendPersonMail, sendSalesNotification } from '../integrations/mail';
import { sendWebhook } from '../integrations/webhook';
import { issueLinkToken, TOKEN_PLACEHOLDER } from '../links';
import { eraseRequestData, requestEmail } from './erase';
import { channelOf, type Channel, type ChannelPayloads } from './topics';

type Handler<C extends Channel> = (
  payload: ChannelPayloads[C],
  e: Env,
  item: Pick<OutboxRow, 'id'>,
  db: Db,
) => Promise<void>;

const handlers: { [C in Channel]: Handler<C> } = {
  async customerio(update, e, _item, db) {
    const config = customerIoConfig(e);
    if (!config) throw new DeliveryError('Customer.io: no longer configured', false);
    if ('remove' in update) {
      // Retention's removal: the person's own id only (never another address's profile), and
      // their stored id goes once Customer.io has removed them.
      const personId = await erasableMarketingId(db, update.email);
      if (personId !== undefined) await deletePerson(config, personId);
      await forgetMarketingId(db, update.email);
    } else await sendMarketingUpdate(config, await marketingId(db, update.email), update);
  },
  // The item's id is the idempotency key of what it sends (Message-ID, Idempotency-Key header;
  // Customer.io events carry their own id): a delivery repeated after a crash is recognisable.
  'sales-email': (notification, e, item) => sendSalesNotification(notification, item.id, e),
  async 'person-email'({ link, ...mail }, e, item, db) {
    if (link) {
      const token = await issueLinkToken(db, link);
      // The request or sign-up no longer waits for a link (confirmed, erased, expired): no e-mail.
      if (token === undefined) return;
      mail.text = mail.text.replaceAll(TOKEN_PLACEHOLDER, token);
    }
    await sendPersonMail(mail, item.id, e);
  },
  webhook: (notification, e, item) => sendWebhook(notification, item.id, e),
  async erase({ requestId }, e, item, db) {
    const email = await requestEmail(db, requestId);
    if (email === undefined) return; // already carried out (or withdrawn by an operator)
    // First out of marketing automation (suppressed, so it cannot be re-added), then our rows:
    // if Customer.io is down, this item is retried and nothing is marked done.
    // No id when the address's plain id is another address's: one person's erasure never
    // deletes another's profile.
    const config = customerIoConfig(e);
    const personId = config && (await erasableMarketingId(db, email));
    if (config && personId !== undefined) await suppressPerson(config, personId);
    await eraseRequestData(db, requestId, { customerio: personId !== undefined });
  },
};

/** Delivers one outbox item to the channel its topic names. Throws DeliveryError on failure. */
export async function deliver(
  item: Pick<OutboxRow, 'id' | 'topic' | 'payload'>,
  db: Db,
  e: Env = env(),
): Promise<void> {
  const channel = channelOf(item.topic);
  if (!channel) throw new DeliveryError(`${item.topic}: no channel for this topic`, false);
  const handler = handlers[channel] as Handler<Channel>;
  await handler(JSON.parse(item.payload) as ChannelPayloads[Channel], e, item, db);
}
