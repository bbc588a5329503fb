import { z } from 'zod';

import { EMAIL_PATTERN, LIMITS } from './constants';

export { EMAIL_PATTERN, HONEYPOT_FIELD, idleState, LIMITS, type FormState } from './constants';

/** A required, trimmed text field of at most `max` characters, with message keys as errors. */
export function requiredText(max: number, requiredKey = 'required') {
  return z
    .string({ error: requiredKey })
    .trim()
    .min(1, { error: requiredKey })
    .max(max, { error: 'tooLong' });
}

/** An optional trimmed text field: empty becomes null. */
export function optionalText(max: number) {
  return z
    .string()
    .trim()
    .max(max, { error: 'tooLong' })
    .optional()
    .transform((v) => (v ? v : null));
}

export function email(requiredKey = 'required', invalidKey = 'emailInvalid') {
  return requiredText(LIMITS.email, requiredKey).regex(EMAIL_PATTERN, { error: invalidKey });
}

/**
 * An HTML checkbox or yes/no choice: "on" or "true" is true; absent or anything else is false
 * (no control sends anything else, and a tampered value must not leave the visitor without an
 * answer on a field that shows none).
 */
export const checkbox = z
  .string()
  .optional()
  .transform((v) => v === 'on' || v === 'true');

/**
 * Reads the named string fields of a form submission, without NUL characters; anything else
 * (files, extra keys) is ignored.
 */
export function formValues<F extends string>(
  data: FormData,
  fields: readonly F[],
): Partial<Record<F, string>> {
  const values: Partial<Record<F, string>> = {};
  for (const field of fields) {
    const value = data.get(field);
    // NUL never belongs in text (PostgreSQL refuses it; SQLite would keep it): it is dropped.
    if (typeof value === 'string') values[field] = value.replaceAll('\u0000', '');
  }
  return values;
}

/** Maps zod issues to one translated message per field (the first issue of each field wins). */
export function fieldErrors<F extends string>(
  error: z.ZodError,
  messages: Record<string, string>,
): Partial<Record<F, string>> {
  const out: Partial<Record<F, string>> = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? '') as F;
    if (!field || out[field]) continue;
    // A value no form control can produce (a tampered request) gets the form's generic message.
    out[field] =
      messages[issue.message] ??
      messages.required ??
      messages.error ??
      messages.unexpected ??
      messages.failed ??
      issue.message;
  }
  return out;
}
