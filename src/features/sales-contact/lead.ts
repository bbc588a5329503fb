import 'server-only';
import { ulid } from 'ulid';
import { attributionLines, recordAttribution } from '@/server/attribution';
import { consentText, recordConsent } from '@/server/consent';
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
  async store({ db }, { name, email, phone, preferPhone }, { locale, attribution }) {
    const now = new Date();
    const createdAt = now.toISOString();
    const id = ulid();
    // Choosing phone shows the call-or-text consent under the choice: what was agreed to is recorded.
    const callText = preferPhone ? await consentText('sales_calls_and_texts', locale) : undefined;
    await inTransaction(db, async (trx) => {
      if (callText)
        await recordConsent(
          trx,
          {
            email,
            purpose: 'sales_calls_and_texts',
            state: 'granted',
            method: 'form',
            text: callText,
          },
          now,
        );
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
