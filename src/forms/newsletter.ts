import { z } from 'zod';
import { email } from './shared';

export const newsletterFields = ['email'] as const;
export type NewsletterField = (typeof newsletterFields)[number];

/** Newsletter sign-up: e-mail trimmed and lowercased (spec §3, §5). */
export const newsletterSchema = z.object({
  email: email('emailRequired', 'emailInvalid').transform((v) => v.toLowerCase()),
});

/** Message keys (namespace forms.newsletter / forms.common) this form can show. */
export const newsletterMessageKeys = [
  'emailRequired',
  'emailInvalid',
  'tooLong',
  'alreadySubscribed',
  'failed',
  'success',
  'rateLimited',
] as const;
