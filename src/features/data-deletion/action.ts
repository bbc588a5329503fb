'use server';

import { isLocale, routing } from '@/i18n/routing';
import type { LinkConfirmationState } from '@/lib/forms/constants';
import { defineLeadAction } from '@/server/lead-pipeline';
import { confirmRequest, dataDeletionLead } from './lead';

export const requestDataDeletion = defineLeadAction(dataDeletionLead);

/** The button of the confirmation page: confirms the request its link's token belongs to. */
export async function confirmDataDeletion(
  _previous: LinkConfirmationState,
  data: FormData,
): Promise<LinkConfirmationState> {
  const locale = data.get('locale');
  const token = data.get('token');
  return confirmRequest(
    isLocale(locale) ? locale : routing.defaultLocale,
    typeof token === 'string' ? token : '',
  );
}
