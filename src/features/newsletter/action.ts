'use server';

import { defineLeadAction } from '@/server/lead-pipeline';
import { newsletterLead } from './lead';

export const subscribeToNewsletter = defineLeadAction(newsletterLead);
