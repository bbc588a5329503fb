import { z } from 'zod';
import { checkbox, email } from './shared';

import { deletionReasons } from './deletion-reasons';

export { deletionReasons } from './deletion-reasons';

export const dataDeletionFields = ['email', 'confirmEmail', 'reason', 'confirm'] as const;
export type DataDeletionField = (typeof dataDeletionFields)[number];

/** Data-deletion request: both e-mails must match exactly; the confirmation box must be ticked. */
export const dataDeletionSchema = z
  .object({
    email: email(),
    confirmEmail: z.string().trim(),
    reason: z
      .union([z.enum(deletionReasons), z.literal('')], { error: 'required' })
      .optional()
      .transform((v) => (v ? v : null)),
    confirm: checkbox.refine((v) => v, { error: 'confirmRequired' }),
  })
  .superRefine((v, ctx) => {
    if (v.confirmEmail !== v.email)
      ctx.addIssue({ code: 'custom', path: ['confirmEmail'], message: 'mismatch' });
  })
  .transform((v) => ({ email: v.email.toLowerCase(), reason: v.reason }));

export const dataDeletionMessageKeys = [
  'required',
  'emailInvalid',
  'tooLong',
  'mismatch',
  'confirmRequired',
  'error',
  'rateLimited',
] as const;
