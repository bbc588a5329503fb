import { z } from 'zod';
import { checkbox, email, LIMITS, requiredText } from './shared';

export const salesContactFields = ['name', 'email', 'phone', 'preferPhone'] as const;
export type SalesContactField = (typeof salesContactFields)[number];

/** At least 10 characters of digits, spaces, dashes and parentheses, with an optional leading plus. */
export const PHONE_PATTERN = /^\+?[\d\s\-()]{10,}$/;

/** Sales-contact modal (spec §5): messages are `salesContactModal` keys. */
export const salesContactSchema = z
  .object({
    name: requiredText(LIMITS.name, 'nameRequired'),
    email: email('emailRequired', 'emailInvalid'),
    phone: z.string().trim().max(LIMITS.phone, { error: 'phoneInvalid' }).optional().default(''),
    preferPhone: checkbox,
  })
  .superRefine((v, ctx) => {
    if (v.preferPhone && v.phone === '') ctx.addIssue({ code: 'custom', path: ['phone'], message: 'phoneRequired' });
    else if (v.phone !== '' && !PHONE_PATTERN.test(v.phone)) {
      ctx.addIssue({ code: 'custom', path: ['phone'], message: 'phoneInvalid' });
    }
  })
  .transform((v) => ({ ...v, phone: v.phone === '' ? null : v.phone }));

export const salesContactMessageKeys = ['nameRequired', 'emailRequired', 'emailInvalid', 'phoneRequired', 'phoneInvalid', 'tooLong', 'error', 'rateLimited'] as const;
