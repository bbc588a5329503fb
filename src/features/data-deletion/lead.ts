import 'server-only';
import { ulid } from 'ulid';
import { localizedPath } from '@/i18n/routing';
import { absoluteUrl } from '@/lib/metadata';
import { personMailConfigured } from '@/server/integrations/mail';
import { TOKEN_PLACEHOLDER } from '@/server/links';
import type { LeadFeature } from '@/server/lead-pipeline';
import { defineLinkConfirmation } from '@/server/lead-pipeline/link-confirmation';
import { enqueue, inTransaction } from '@/server/outbox';
import {
  confirmationMailAllowed,
  confirmWithLink,
  createDeletionRequest,
  linkState,
} from '@/server/privacy';
import { dataDeletionSchema } from './schema';

/** The page a confirmation link opens, in the request's language. */
export const CONFIRM_PATH = '/data-deletion/confirm';

/**
 * A data-deletion request: stored `pending`, then the address receives a single-use link to
 * confirm it (in the request's language). Without e-mail (no SMTP_URL), the request waits for an
 * operator, who verifies the person's identity another way (`npm run ops -- deletions`).
 */
export const dataDeletionLead: LeadFeature<
  (typeof dataDeletionSchema.fields)[number],
  typeof dataDeletionSchema.schema
> = {
  id: 'data-deletion',
  ...dataDeletionSchema,
  failureKey: 'error',
  success: (t, { email }) => t(personMailConfigured() ? 'success' : 'successManual', { email }),
  async store({ db }, { email, reason }, { locale, t }) {
    const now = new Date();
    await inTransaction(db, async (trx) => {
      if (personMailConfigured() && !(await confirmationMailAllowed(trx, email, now))) return;
      const confirms = await createDeletionRequest(trx, { id: ulid(), email, reason, locale }, now);
      // The token is made when the e-mail is sent; the queued e-mail holds a placeholder.
      const link = `${absoluteUrl(localizedPath(locale, CONFIRM_PATH))}?token=${TOKEN_PLACEHOLDER}`;
      await enqueue(
        trx,
        [
          {
            topic: 'data-deletion.person-email',
            payload: {
              email,
              subject: t('confirmMail.subject'),
              text: t('confirmMail.body', { link }),
              link: confirms,
            },
          },
        ],
        now,
      );
    });
    return { ok: true };
  },
};

/** Its confirmation link: looking changes nothing; confirming queues the erasure. */
export const dataDeletionConfirmation = defineLinkConfirmation({
  id: 'data-deletion',
  look: linkState,
  confirm: confirmWithLink,
});
