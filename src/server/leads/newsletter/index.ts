import { ulid } from 'ulid';
import { newsletterFields, newsletterMessageKeys, newsletterSchema } from '@/forms/newsletter';
import type { Locale } from '@/i18n/routing';
import { isUniqueViolation } from '../../db';
import { configuredTopics } from '../../outbox/handlers';
import { enqueue } from '../../outbox';
import { formMessages } from '../messages';
import type { Submission } from '../submit';

type Def = Submission<(typeof newsletterFields)[number], typeof newsletterSchema>;

/** Newsletter sign-up on the articles page: one row in newsletter_signups (source articles_page, status active). */
export async function newsletterSubmission(locale: Locale, data: FormData): Promise<Def> {
  return {
    form: 'newsletter',
    data,
    fields: newsletterFields,
    schema: newsletterSchema,
    messages: await formMessages(locale, 'forms.newsletter', newsletterMessageKeys),
    successKey: 'success',
    failureKey: 'failed',
    async store({ db }, value) {
      const now = new Date();
      try {
        await db.transaction().execute(async (trx) => {
          await trx
            .insertInto('newsletter_signups')
            .values({
              id: ulid(),
              email: value.email,
              language: locale,
              source: 'articles_page',
              status: 'active',
              created_at: now.toISOString(),
            })
            .execute();
          if (configuredTopics().has('customerio.newsletter')) {
            await enqueue(
              trx,
              [
                {
                  topic: 'customerio.newsletter',
                  payload: {
                    email: value.email,
                    language: locale,
                    createdAt: now.toISOString(),
                    eventId: ulid(),
                  },
                },
              ],
              now,
            );
          }
        });
      } catch (error) {
        if (isUniqueViolation(error)) return { ok: false, messageKey: 'alreadySubscribed' };
        throw error;
      }
      return { ok: true };
    },
  };
}
