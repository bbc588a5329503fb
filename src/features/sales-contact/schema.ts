import * as z from 'zod/mini';
import { LIMITS } from '@/lib/forms/constants';
import { checkbox, defineSchema, requiredText, storedEmail } from '@/lib/forms/schema';

/** At least 10 characters of digits, spaces, dashes and parentheses, with an optional leading plus. */
export const PHONE_PATTERN = /^\+?[\d\s\-()]{10,}$/;

/**
 * The sales-contact modal: name and e-mail required; a phone required when the person prefers to
 * be called, and well-formed when given. The phone is null when empty.
 */
export const salesContactSchema = defineSchema(
  ['name', 'email', 'phone', 'preferPhone'] as const,
  z.pipe(
    z
      .object({
        name: requiredText(LIMITS.name, 'nameRequired'),
        email: storedEmail('emailRequired', 'emailInvalid'),
        phone: z._default(z.string(), '').check(z.trim()),
        preferPhone: checkbox,
      })
      .check(
        z.superRefine(({ phone, preferPhone }, ctx) => {
          if (preferPhone && !phone)
            ctx.addIssue({ code: 'custom', path: ['phone'], message: 'phoneRequired' });
          else if (phone && (phone.length > LIMITS.phone || !PHONE_PATTERN.test(phone)))
            ctx.addIssue({ code: 'custom', path: ['phone'], message: 'phoneInvalid' });
        }),
      ),
    z.transform((v) => ({ ...v, phone: v.phone || null })),
  ),
  ['nameRequired', 'emailRequired', 'emailInvalid', 'phoneRequired', 'phoneInvalid'],
);
