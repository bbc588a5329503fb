import * as z from 'zod/mini';
import { defineSchema, email } from '@/lib/forms/schema';

/** Newsletter sign-up: one e-mail address, trimmed and lowercased. */
export const newsletterSchema = defineSchema(
  ['email'] as const,
  z.object({ email: email('emailRequired', 'emailInvalid').check(z.toLowerCase()) }),
  ['emailRequired', 'emailInvalid'],
);
