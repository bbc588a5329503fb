import 'server-only';
import { storeContactSubmission } from '@/features/contact-form/lead';
import type { LeadFeature } from '@/server/lead-pipeline';
import { liveChatSchema } from './schema';

/**
 * A live-chat message, answered by e-mail: stored as a contact submission with subject "support"
 * (contact_submissions, the spec's table for both) and delivered like one.
 */
export const liveChatLead: LeadFeature<
  (typeof liveChatSchema.fields)[number],
  typeof liveChatSchema.schema
> = {
  id: 'live-chat',
  ...liveChatSchema,
  failureKey: 'unexpected',
  success: (t, { email }) => t('sent', { email }),
  async store({ db }, value, { locale, attribution }) {
    await storeContactSubmission(
      db,
      { ...value, phone: null, company: null, subject: 'support', textOptIn: false },
      'live-chat.customerio',
      locale,
      attribution,
    );
    return { ok: true };
  },
};
