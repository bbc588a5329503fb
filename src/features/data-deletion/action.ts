'use server';

import { defineLeadAction } from '@/server/lead-pipeline';
import { dataDeletionLead } from './lead';

export const requestDataDeletion = defineLeadAction(dataDeletionLead);
