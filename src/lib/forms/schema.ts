import * as z from 'zod/mini';
import { LIMITS } from './constants';
import { normalizeEmail } from './email';

// Field rules shared by every feature's schema. The schemas use zod's tree-shakable `zod/mini`, so
// the very same rules run in the browser (for instant field errors) and in the server action (the
// rule that counts). An issue's message is a message key: the action translates it with
// next-intl, the browser with the strings its server wrapper passed as props.

/**
 * A plain address, `local@domain.tld`: letters (any script), digits and the characters the
 * standard allows unquoted in the local part; no display name, angle brackets, comments, quotes
 * or spaces (`Sales<evil@attacker.test>` is refused: a mail library would read its own address
 * out of it).
 */
export const EMAIL_PATTERN =
  /^[\p{L}\p{M}\p{N}!#$%&'*+/=?^_`{|}~.-]+@[\p{L}\p{M}\p{N}-]+(?:\.[\p{L}\p{M}\p{N}-]+)+$/u;

/**
 * Characters no text field takes: controls (C0, DEL, C1) and bidirectional embeddings, overrides
 * and isolates, which can forge lines in an e-mail or reorder what an operator reads. Multi-line
 * fields take line breaks and tabs.
 */
const FORBIDDEN = {
  singleLine: new RegExp('[\\u0000-\\u001F\\u007F-\\u009F\\u202A-\\u202E\\u2066-\\u2069]', 'u'),
  multiLine: new RegExp(
    '[\\u0000-\\u0008\\u000B\\u000C\\u000E-\\u001F\\u007F-\\u009F\\u202A-\\u202E\\u2066-\\u2069]',
    'u',
  ),
};

/** Keys of the messages every form can show; a feature's namespace may override any of them. */
export const commonMessageKeys = [
  'required',
  'emailInvalid',
  'tooLong',
  'invalidCharacters',
  'connectionLost',
  'refused.busy',
  'refused.tooMany',
  'refused.slow',
] as const;

const plainText = (multiline: boolean) =>
  z.refine<string>((v) => !FORBIDDEN[multiline ? 'multiLine' : 'singleLine'].test(v), {
    error: 'invalidCharacters',
  });

/** A required, trimmed text field of at most `max` characters (one line unless `multiline`). */
export function requiredText(max: number, requiredKey = 'required', multiline = false) {
  return z
    .string({ error: requiredKey })
    .check(
      z.trim(),
      z.minLength(1, { error: requiredKey }),
      z.maxLength(max, { error: 'tooLong' }),
      plainText(multiline),
    );
}

/** An optional trimmed one-line text field: empty or absent becomes null. */
export function optionalText(max: number) {
  return z.pipe(
    z.optional(
      z.string().check(z.trim(), z.maxLength(max, { error: 'tooLong' }), plainText(false)),
    ),
    z.transform((v) => v || null),
  );
}

/** A required e-mail address, trimmed (see `storedEmail` for the form every table keeps). */
export function email(requiredKey = 'required', invalidKey = 'emailInvalid') {
  return requiredText(LIMITS.email, requiredKey).check(
    z.regex(EMAIL_PATTERN, { error: invalidKey }),
  );
}

/** A required e-mail address in the one form the site stores and matches (./email.ts). */
export function storedEmail(requiredKey = 'required', invalidKey = 'emailInvalid') {
  return email(requiredKey, invalidKey).check(z.overwrite(normalizeEmail));
}

/**
 * An HTML checkbox or yes/no choice: "on" or "true" is true; absent or anything else is false (no
 * control sends anything else, and a tampered value must not leave the visitor without an answer).
 */
export const checkbox = z.pipe(
  z.optional(z.string()),
  z.transform((v) => v === 'on' || v === 'true'),
);

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

/** The message key of each invalid field (the first issue of a field wins). */
export function fieldErrorKeys<F extends string>(
  issues: readonly z.core.$ZodIssue[],
): Partial<Record<F, string>> {
  const out: Partial<Record<F, string>> = {};
  for (const issue of issues) {
    const field = String(issue.path[0] ?? '') as F;
    if (field && !out[field]) out[field] = issue.message;
  }
  return out;
}

export type Validation<F extends string, V> =
  | { ok: true; value: V; values: Partial<Record<F, string>> }
  | { ok: false; errors: Partial<Record<F, string>>; values: Partial<Record<F, string>> };

/** A feature's schema with the field names it reads and the message keys it can produce. */
export interface FeatureSchema<F extends string, S extends z.ZodMiniType> {
  fields: readonly F[];
  schema: S;
  /** Every message key the schema can produce (the browser gets these strings as props). */
  messageKeys: readonly string[];
  /** Validates a submission: the parsed value, or the message key of each invalid field. */
  validate(data: FormData): Validation<F, z.output<S>>;
}

export function defineSchema<F extends string, S extends z.ZodMiniType>(
  fields: readonly F[],
  schema: S,
  messageKeys: readonly string[],
): FeatureSchema<F, S> {
  return {
    fields,
    schema,
    messageKeys: [...new Set([...commonMessageKeys, ...messageKeys])],
    validate(data) {
      const values = formValues(data, fields);
      const parsed = schema.safeParse(values);
      return parsed.success
        ? { ok: true, value: parsed.data, values }
        : { ok: false, errors: fieldErrorKeys<F>(parsed.error.issues), values };
    },
  };
}
