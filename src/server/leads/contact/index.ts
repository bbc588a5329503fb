import { ulid } from 'ulid';
import {
  chatFields,
  chatSchema,
  contactFields,
  contactMessageKeys,
  contactSchema,
} from '@/forms/contact';
import type { Locale } from '@/i18n/routing';
import type { Db } from '../../db';
import { configuredTopics } from '../../outbox/handlers';
import { enqueue } from '../../outbox';
import { format, formMessages } from '../messages';
import type { Submission } from '../submit';

interface ContactRow {
  name: string;
  email: string;
  phone: string | null;
  company: string | null;
  subject: string;
  message: string;
  textOptIn: boolean;
}

/** Stores a contact submission and queues its delivery to marketing automation, in one transaction. */
export async function insertContactSubmission(db: Db, row: ContactRow) {
  const now = new Date();
  const createdAt = now.toISOString();
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('contact_submissions')
      .values({
        id: ulid(),
        name: row.name,
        email: row.email,
        phone: row.phone,
        company: row.company,
        subject: row.subject,
        message: row.message,
        text_opt_in: row.textOptIn ? 1 : 0,
        created_at: createdAt,
      })
      .execute();
    if (configuredTopics().has('customerio.contact')) {
      await enqueue(
        trx,
        [
          {
            topic: 'customerio.contact',
            payload: {
              email: row.email,
              name: row.name,
              phone: row.phone,
              company: row.company,
              subject: row.subject,
              messageLength: row.message.length,
              textOptIn: row.textOptIn,
              createdAt,
              eventId: ulid(),
            },
          },
        ],
        now,
      );
    }
  });
}

/** The contact form of /contact (entry point contact_form). */
export async function contactSubmission(
  locale: Locale,
  data: FormData,
): Promise<Submission<(typeof contactFields)[number], typeof contactSchema>> {
  return {
    form: 'contact',
    data,
    fields: contactFields,
    schema: contactSchema,
    messages: await formMessages(locale, 'forms.contact', [...contactMessageKeys, 'success']),
    successKey: 'success',
    failureKey: 'unexpected',
    async store({ db }, v) {
      await insertContactSubmission(db, v);
      return { ok: true };
    },
  };
}

/** A live-chat message: stored and delivered as a contact submission with subject "support". */
export async function chatSubmission(
  locale: Locale,
  data: FormData,
): Promise<Submission<(typeof chatFields)[number], typeof chatSchema>> {
  const messages = await formMessages(locale, 'forms.chat', ['sent']);
  const common = await formMessages(locale, 'forms.contact', contactMessageKeys);
  const email = typeof data.get('email') === 'string' ? String(data.get('email')).trim() : '';
  return {
    form: 'chat',
    data,
    fields: chatFields,
    schema: chatSchema,
    messages: { ...common, sent: format(locale, messages.sent!, { email }) },
    successKey: 'sent',
    failureKey: 'unexpected',
    async store({ db }, v) {
      await insertContactSubmission(db, {
        ...v,
        phone: null,
        company: null,
        subject: 'support',
        textOptIn: false,
      });
      return { ok: true };
    },
  };
}
