import * as z from 'zod/mini';
import { normalizeEmail } from '@/lib/forms/email';
import { checkbox, defineSchema, email } from '@/lib/forms/schema';

/** Optional reasons of a data-deletion request; empty means none given. */
export const deletionReasons = [
  'no-longer-needed',
  'privacy-concerns',
  'switching-services',
  'too-expensive',
  'other',
] as const;

/**
 * A data-deletion request: both addresses must match exactly and the confirmation box must be
 * ticked (compared as typed). The address is stored normalized; the reason is null when none was chosen.
 */
export const dataDeletionSchema = defineSchema(
  ['email', 'confirmEmail', 'reason', 'confirm'] as const,
  z.pipe(
    z
      .object({
        email: email(),
        confirmEmail: z._default(z.string(), '').check(z.trim()),
        reason: z._default(
          z.union([z.enum(deletionReasons), z.literal('')], { error: 'required' }),
          '',
        ),
        confirm: checkbox.check(z.refine((v) => v, { error: 'confirmRequired' })),
      })
      .check(
        z.refine((v) => v.confirmEmail === v.email, {
          path: ['confirmEmail'],
          error: 'mismatch',
        }),
      ),
    z.transform((v) => ({ email: normalizeEmail(v.email), reason: v.reason || null })),
  ),
  ['mismatch', 'confirmRequired'],
);
