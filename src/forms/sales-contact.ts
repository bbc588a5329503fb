import { z } from 'zod';
import { salesContactErrors, type SalesContactField } from './sales-contact-rules';
import { checkbox } from './shared';

export { PHONE_PATTERN, salesContactFields, type SalesContactField } from './sales-contact-rules';

const text = z.string({ error: 'required' }).optional().default('');

/** Sales-contact modal (spec §5): the shared rules, then trimmed values (phone null when empty). */
export const salesContactSchema = z
  .object({ name: text, email: text, phone: text, preferPhone: checkbox })
  .superRefine((v, ctx) => {
    for (const [field, key] of Object.entries(salesContactErrors(v))) {
      ctx.addIssue({ code: 'custom', path: [field as SalesContactField], message: key });
    }
  })
  .transform((v) => ({
    name: v.name.trim(),
    email: v.email.trim(),
    phone: v.phone.trim() || null,
    preferPhone: v.preferPhone,
  }));

export const salesContactMessageKeys = [
  'nameRequired',
  'emailRequired',
  'emailInvalid',
  'phoneRequired',
  'phoneInvalid',
  'tooLong',
  'error',
  'rateLimited',
] as const;
