import * as z from 'zod/mini';
import { TOUCH_KEYS, TOUCH_RULES, type Touch, type TouchKey } from './rules';

/**
 * A touch as zod/mini sees it, built from the one table of rules (./rules.ts): every key optional,
 * and a value that breaks its rule is dropped (undefined), never an error, so a tampered value
 * cannot fail the visitor's submission. Keys outside the allowlist are stripped.
 */
export const touchSchema = z.object(
  Object.fromEntries(
    TOUCH_KEYS.map((key) => [
      key,
      z.catch(
        z.optional(
          z.string().check(z.maxLength(TOUCH_RULES[key].max), z.regex(TOUCH_RULES[key].pattern)),
        ),
        undefined,
      ),
    ]),
  ) as Record<TouchKey, z.ZodMiniCatch<z.ZodMiniOptional<z.ZodMiniString<string>>>>,
);

/** The valid part of an untrusted touch (an empty touch when it is not an object at all). */
export function parseTouch(raw: unknown): Touch {
  const result = touchSchema.safeParse(raw);
  if (!result.success) return {};
  const touch: Touch = {};
  for (const key of TOUCH_KEYS) if (result.data[key] !== undefined) touch[key] = result.data[key];
  return touch;
}
