'use server';

import { defineLeadAction } from '@/server/lead-pipeline';
import { newsletterConfirmation, newsletterLead } from './lead';

export const subscribeToNewsletter = defineLeadAction(newsletterLead);

/** The button of the confirmation page: confirms the sign-up its link's token belongs to. */
export const confirmNewsletter = newsletterConfirmation.confirm;
