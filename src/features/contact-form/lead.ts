import 'server-only';
import { ulid } from 'ulid';
import {
  attributionAttributes,
  noAttribution,
  recordAttribution,
  type Attribution,
} from '@/server/attribution';
import { consentText, recordConsent } from '@/server/consent';
import type { Db } from '@/server/db';
import type { Locale } from '@/i18n/routing';
import type { LeadFeature } from '@/server/lead-pipeline';
import { enqueue, inTransaction } from '@/server/outbox';
import type { OutboxTopic } from '@/server/outbox/topics';
import { contactFormSchema } from './schema';

export interface ContactSubmission {
  name: string;
  email: string;
  phone: string | null;
  company: string | null;
  subject: string;
  message: string;
  textOptIn: boolean;
}

/**
 * Stores a contact submission (contact_submissions) and queues the person's marketing profile and
 * the contact_form_submitted event, in one transaction. The live chat stores its messages here too.
 */
export async function storeContactSubmission(
  db: Db,
  row: ContactSubmission,
  topic: Extract<OutboxTopic, `${string}.customerio`>,
  locale: Locale,
  attribution: Attribution = noAttribution,
) {
  const now = new Date();
  const createdAt = now.toISOString();
  const id = ulid();
  const feature = topic === 'live-chat.customerio' ? 'live-chat' : 'contact-form';
  // The text-message box, ticked (it comes ticked), with a phone number to text: what the person
  // agreed to is recorded. Without a number nothing is granted, whatever the box says.
  const textOptIn = row.textOptIn && row.phone !== null;
  const optInText = textOptIn ? await consentText('text_messages', locale) : undefined;
  await inTransaction(db, async (trx) => {
    if (optInText)
      await recordConsent(
        trx,
        {
          email: row.email,
          purpose: 'text_messages',
          state: 'granted',
          method: 'form',
          text: optInText,
        },
        now,
      );
    await trx
      .insertInto('contact_submissions')
      .values({
        id,
        name: row.name,
        email: row.email,
        phone: row.phone,
        company: row.company,
        subject: row.subject,
        message: row.message,
        text_opt_in: textOptIn ? 1 : 0,
        created_at: createdAt,
      })
      .execute();
    await recordAttribution(trx, { feature, id, createdAt }, attribution);
    const touches = attributionAttributes(attribution);
    await enqueue(
      trx,
      [
        {
          topic,
          payload: {
            email: row.email,
            createdAt,
            attributes: {
              name: row.name,
              phone: row.phone,
              company: row.company,
              text_opt_in: textOptIn,
              last_contact_date: createdAt,
              ...touches,
            },
            event: {
              name: 'contact_form_submitted',
              id: ulid(),
              data: {
                timestamp: createdAt,
                subject: row.subject,
                message_length: row.message.length,
                has_phone: row.phone !== null,
                has_company: row.company !== null,
                text_opt_in: textOptIn,
                form_source: 'website_contact_page',
                ...touches,
              },
            },
          },
        },
      ],
      now,
    );
  });
}

/** The contact form of /contact (entry point contact_form). */
export const contactFormLead: LeadFeature<
  (typeof contactFormSchema.fields)[number],
  typeof contactFormSchema.schema
> = {
  id: 'contact-form',
  ...contactFormSchema,
  failureKey: 'unexpected',
  success: (t) => t('success'),
  async store({ db }, value, { locale, attribution }) {
    await storeContactSubmission(db, value, 'contact-form.customerio', locale, attribution);
    return { ok: true };
  },
};
