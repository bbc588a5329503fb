'use server';

import { isLocale, routing } from '@/i18n/routing';
import type { LinkConfirmationState } from '@/lib/forms/constants';
import { defineLeadAction } from '@/server/lead-pipeline';
import { confirmSignup, newsletterLead } from './lead';

export const subscribeToNewsletter = defineLeadAction(newsletterLead);

/** The button of the confirmation page: confirms the sign-up its link's token belongs to. */
export async function confirmNewsletter(
  _previous: LinkConfirmationState,
  data: FormData,
): Promise<LinkConfirmationState> {
  const locale = data.get('locale');
  const token = data.get('token');
  return confirmSignup(
    isLocale(locale) ? locale : routing.defaultLocale,
    typeof token === 'string' ? token : '',
  );
}
