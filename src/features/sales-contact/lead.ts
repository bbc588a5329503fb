import 'server-only';
import { ulid } from 'ulid';
import { attributionLines, recordAttribution } from '@/server/attribution';
import type { LeadFeature } from '@/server/lead-pipeline';
import { enqueue, inTransaction } from '@/server/outbox';
import { salesContactSchema } from './schema';

/**
 * A request to be contacted by sales: a sales_contacts row, then a notification to the sales team
 * by e-mail and/or webhook (whichever is configured), queued in the same transaction.
 */
export const salesContactLead: LeadFeature<
  (typeof salesContactSchema.fields)[number],
  typeof salesContactSchema.schema
> = {
  id: 'sales-contact',
  ...salesContactSchema,
  failureKey: 'error',
  success: (t) => t('successText'),
  async store({ db }, { name, email, phone, preferPhone }, { attribution }) {
    const now = new Date();
    const createdAt = now.toISOString();
    const id = ulid();
    await inTransaction(db, async (trx) => {
      await trx
        .insertInto('sales_contacts')
        .values({
          id,
          name,
          email,
          phone,
          prefer_phone: preferPhone ? 1 : 0,
          created_at: createdAt,
        })
        .execute();
      await recordAttribution(trx, { feature: 'sales-contact', id, createdAt }, attribution);
      await enqueue(
        trx,
        [
          {
            topic: 'sales-contact.sales-email',
            payload: {
              email,
              subject: `New sales contact: ${name}`,
              text: [
                'A visitor asked the sales team to contact them from the website.',
                '',
                `Name: ${name}`,
                `Email: ${email}`,
                `Phone: ${phone ?? '(not given)'}`,
                `Prefers: ${preferPhone ? 'phone' : 'email'}`,
                `Received: ${createdAt}`,
                ...attributionLines(attribution),
              ].join('\n'),
            },
          },
          {
            topic: 'sales-contact.webhook',
            payload: { email, body: { name, email, phone, preferPhone, attribution } },
          },
        ],
        now,
      );
    });
    return { ok: true };
  },
};
