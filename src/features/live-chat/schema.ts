import * as z from 'zod/mini';
import { LIMITS } from '@/lib/forms/constants';
import { defineSchema, requiredText, storedEmail } from '@/lib/forms/schema';

/** A live-chat message: a name, an address for the answer, and the message. */
export const liveChatSchema = defineSchema(
  ['name', 'email', 'message'] as const,
  z.object({
    name: requiredText(LIMITS.name),
    email: storedEmail(),
    message: requiredText(LIMITS.message, 'required', true),
  }),
  [],
);
