'use server';

import { defineLeadAction } from '@/server/lead-pipeline';
import { liveChatLead } from './lead';

export const sendChatMessage = defineLeadAction(liveChatLead);
