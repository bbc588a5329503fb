'use server';

import { defineLeadAction } from '@/server/lead-pipeline';
import { dataDeletionConfirmation, dataDeletionLead } from './lead';

export const requestDataDeletion = defineLeadAction(dataDeletionLead);

/** The button of the confirmation page: confirms the request its link's token belongs to. */
export const confirmDataDeletion = dataDeletionConfirmation.confirm;
