import 'server-only';
import { ulid } from 'ulid';
import { attributionAttributes, recordAttribution } from '@/server/attribution';
import { isUniqueViolation } from '@/server/db';
import type { LeadFeature } from '@/server/lead-pipeline';
import { enqueue, inTransaction } from '@/server/outbox';
import { newsletterSchema } from './schema';

/**
 * A newsletter sign-up from the articles page: one row in newsletter_signups (source
 * articles_page, status active) and the subscriber's profile for marketing automation.
 */
export const newsletterLead: LeadFeature<'email', typeof newsletterSchema.schema> = {
  id: 'newsletter',
  ...newsletterSchema,
  failureKey: 'failed',
  success: (t) => t('success'),
  async store({ db }, { email }, { locale, attribution }) {
    const now = new Date();
    const createdAt = now.toISOString();
    const id = ulid();
    const touches = attributionAttributes(attribution);
    try {
      await inTransaction(db, async (trx) => {
        await trx
          .insertInto('newsletter_signups')
          .values({
            id,
            email,
            language: locale,
            source: 'articles_page',
            status: 'active',
            created_at: createdAt,
          })
          .execute();
        await recordAttribution(trx, { feature: 'newsletter', id, createdAt }, attribution);
        await enqueue(
          trx,
          [
            {
              topic: 'newsletter.customerio',
              payload: {
                email,
                createdAt,
                attributes: {
                  language: locale,
                  newsletter_status: 'active',
                  newsletter_source: 'articles_page',
                  ...touches,
                },
                event: {
                  name: 'newsletter_subscribed',
                  id: ulid(),
                  data: { source: 'articles_page', language: locale, ...touches },
                },
              },
            },
          ],
          now,
        );
      });
    } catch (error) {
      if (isUniqueViolation(error)) return { ok: false, messageKey: 'alreadySubscribed' };
      throw error;
    }
    return { ok: true };
  },
};
