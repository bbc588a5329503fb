'use server';

import { defineLeadAction } from '@/server/lead-pipeline';
import { contactFormLead } from './lead';

export const sendContactMessage = defineLeadAction(contactFormLead);
