import 'server-only';
import { localizedPath } from '@/i18n/routing';
import { absoluteUrl } from '@/lib/metadata';
import { isUniqueViolation } from '@/server/db';
import type { LeadFeature } from '@/server/lead-pipeline';
import { defineLinkConfirmation } from '@/server/lead-pipeline/link-confirmation';
import {
  confirmSubscription,
  subscribe,
  subscriptionLinkState,
  type SubscribeOutcome,
} from './subscriptions';
import { newsletterSchema } from './schema';

/** The page a confirmation link opens, in the sign-up's language. */
export const CONFIRM_PATH = '/newsletter/confirm';

/** The message each outcome of a sign-up answers with (`subscribed` is the usual success). */
const answers: Record<Exclude<SubscribeOutcome, 'subscribed'>, string> = {
  pending: 'checkInbox',
  alreadySubscribed: 'alreadySubscribed',
  confirmationLimit: 'confirmationLimit',
  suppressedWithoutMail: 'unsubscribedEarlier',
};

/**
 * A newsletter sign-up from the articles page (source articles_page). With e-mail configured it is
 * stored `pending` and the address receives a link to confirm it; without, or with confirmation
 * off, it is `active` at once and the subscriber's profile is queued for marketing automation
 * (./subscriptions.ts).
 */
export const newsletterLead: LeadFeature<'email', typeof newsletterSchema.schema> = {
  id: 'newsletter',
  ...newsletterSchema,
  failureKey: 'failed',
  success: (t) => t('success'),
  async store({ db }, { email }, { locale, t, attribution }) {
    let outcome: SubscribeOutcome;
    try {
      outcome = await subscribe(db, { email, locale, attribution }, (token) => ({
        subject: t('confirmMail.subject'),
        text: t('confirmMail.body', {
          link: `${absoluteUrl(localizedPath(locale, CONFIRM_PATH))}?token=${token}`,
        }),
      }));
    } catch (error) {
      // Two sign-ups of one address at the same moment: the other one stored it.
      if (isUniqueViolation(error)) return { ok: false, messageKey: 'alreadySubscribed' };
      throw error;
    }
    if (outcome === 'subscribed') return { ok: true };
    return outcome === 'pending'
      ? { ok: true, messageKey: answers.pending }
      : { ok: false, messageKey: answers[outcome] };
  },
};

/** Its confirmation link: looking changes nothing; confirming makes the subscription active. */
export const newsletterConfirmation = defineLinkConfirmation({
  id: 'newsletter',
  look: subscriptionLinkState,
  confirm: confirmSubscription,
});
