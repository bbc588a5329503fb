import { EMAIL_PATTERN, LIMITS } from './constants';

// The sales-contact rules of spec §5, as one plain function: the browser runs it for instant,
// per-field messages (without shipping zod), and the server's zod schema runs the very same rules.

export const salesContactFields = ['name', 'email', 'phone', 'preferPhone'] as const;
export type SalesContactField = (typeof salesContactFields)[number];

/** At least 10 characters of digits, spaces, dashes and parentheses, with an optional leading plus. */
export const PHONE_PATTERN = /^\+?[\d\s\-()]{10,}$/;

export interface SalesContactValues {
  name: string;
  email: string;
  phone: string;
  preferPhone: boolean;
}

/** Message keys (salesContactModal namespace) of the fields that break a rule. */
export function salesContactErrors(
  v: SalesContactValues,
): Partial<Record<SalesContactField, string>> {
  const errors: Partial<Record<SalesContactField, string>> = {};
  const name = v.name.trim();
  const email = v.email.trim();
  const phone = v.phone.trim();
  if (!name) errors.name = 'nameRequired';
  else if (name.length > LIMITS.name) errors.name = 'tooLong';
  if (!email) errors.email = 'emailRequired';
  else if (email.length > LIMITS.email || !EMAIL_PATTERN.test(email)) errors.email = 'emailInvalid';
  if (v.preferPhone && !phone) errors.phone = 'phoneRequired';
  else if (phone && (phone.length > LIMITS.phone || !PHONE_PATTERN.test(phone)))
    errors.phone = 'phoneInvalid';
  return errors;
}
