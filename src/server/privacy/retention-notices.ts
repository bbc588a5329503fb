import 'server-only';
import { notificationsToDelete, type SalesChannel } from '../outbox/erase';
import type { OutboxMessage } from '../outbox/topics';
import { DATA_TABLES, describePeriod } from '../personal-data';

/**
 * The notice to one sales integration that a person's sales requests reached the end of their
 * retention period and the website deleted its copies: the webhook gets a `person.deleted` event
 * with `reason: "retention"` (its Idempotency-Key is the outbox item's id, as for every webhook);
 * the sales inbox an e-mail in the team's language naming the notifications to delete by the
 * minute they were sent, with no personal data but the address they were about.
 */
export function retentionNotice(
  channel: SalesChannel,
  email: string,
  records: string[],
): OutboxMessage {
  if (channel === 'webhook')
    return {
      topic: 'retention.webhook',
      payload: { email, body: { type: 'person.deleted', email, reason: 'retention' } },
    };
  const period = describePeriod(DATA_TABLES.sales_contacts.periods.lastContact);
  return {
    topic: 'retention.sales-email',
    payload: {
      email,
      replyToPerson: false,
      subject: `Retention period ended: delete the sales requests from ${email}`,
      text: [
        `The website keeps sales-contact requests for ${period} after a person's last contact. That period has ended for ${email}, and the website has deleted its own copies.`,
        '',
        ...notificationsToDelete(records),
        '',
        'Delete any copies too (forwards, replies, notes in other tools).',
      ].join('\n'),
    },
  };
}
