import { ulid } from 'ulid';
import {
  salesContactFields,
  salesContactMessageKeys,
  salesContactSchema,
} from '@/forms/sales-contact';
import type { Locale } from '@/i18n/routing';
import { configuredTopics } from '../../outbox/handlers';
import { enqueue } from '../../outbox';
import type { OutboxMessage } from '../../outbox/topics';
import { formMessages } from '../messages';
import type { Submission } from '../submit';

/** The sales-contact modal: a sales_contacts row, then an e-mail and/or webhook to the sales team. */
export async function salesContactSubmission(
  locale: Locale,
  data: FormData,
): Promise<Submission<(typeof salesContactFields)[number], typeof salesContactSchema>> {
  return {
    form: 'sales',
    data,
    fields: salesContactFields,
    schema: salesContactSchema,
    messages: await formMessages(locale, 'salesContactModal', [
      ...salesContactMessageKeys,
      'successText',
    ]),
    successKey: 'successText',
    failureKey: 'error',
    async store({ db }, v) {
      const now = new Date();
      const createdAt = now.toISOString();
      const topics = configuredTopics();
      const contact = { name: v.name, email: v.email, phone: v.phone, preferPhone: v.preferPhone };
      const messages: OutboxMessage[] = [];
      if (topics.has('sales.email'))
        messages.push({ topic: 'sales.email', payload: { ...contact, createdAt } });
      if (topics.has('sales.webhook')) messages.push({ topic: 'sales.webhook', payload: contact });
      await db.transaction().execute(async (trx) => {
        await trx
          .insertInto('sales_contacts')
          .values({
            id: ulid(),
            name: v.name,
            email: v.email,
            phone: v.phone,
            prefer_phone: v.preferPhone ? 1 : 0,
            created_at: createdAt,
          })
          .execute();
        await enqueue(trx, messages, now);
      });
      return { ok: true };
    },
  };
}
