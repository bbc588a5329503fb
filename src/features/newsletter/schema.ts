import * as z from 'zod/mini';
import { defineSchema, storedEmail } from '@/lib/forms/schema';

/** Newsletter sign-up: one e-mail address, stored normalized (trimmed, case-folded). */
export const newsletterSchema = defineSchema(
  ['email'] as const,
  z.object({ email: storedEmail('emailRequired', 'emailInvalid') }),
  ['emailRequired', 'emailInvalid'],
);
