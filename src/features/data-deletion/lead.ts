import 'server-only';
import { ulid } from 'ulid';
import { localizedPath, type Locale } from '@/i18n/routing';
import type { LinkConfirmationState } from '@/lib/forms/constants';
import { linkConfirmationAnswers } from '@/lib/forms/messages';
import { absoluteUrl } from '@/lib/metadata';
import { logger } from '@/log';
import { database } from '@/server/db';
import { personMailConfigured } from '@/server/integrations/mail';
import { TOKEN_PLACEHOLDER } from '@/server/links';
import type { LeadFeature } from '@/server/lead-pipeline';
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

/** The state of a link when its page is opened: looking changes nothing (mail scanners open links). */
export async function confirmationPageState(
  locale: Locale,
  token: string,
): Promise<LinkConfirmationState> {
  const state = await linkState((await database()).db, token);
  return state === 'valid'
    ? { status: 'idle' }
    : (await linkConfirmationAnswers(locale, 'data-deletion'))(state);
}

/** Confirms a request with the token from its link (the button's POST). */
export async function confirmRequest(
  locale: Locale,
  token: string,
): Promise<LinkConfirmationState> {
  const answer = await linkConfirmationAnswers(locale, 'data-deletion');
  try {
    return answer(await confirmWithLink((await database()).db, token));
  } catch (error) {
    logger().error(
      { feature: 'data-deletion', error: error instanceof Error ? error.message : String(error) },
      'confirmation failed',
    );
    return answer('error');
  }
}
