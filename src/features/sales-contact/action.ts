'use server';

import { defineLeadAction } from '@/server/lead-pipeline';
import { salesContactLead } from './lead';

export const requestSalesContact = defineLeadAction(salesContactLead);
