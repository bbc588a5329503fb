import { ulid } from 'ulid';
import {
  dataDeletionFields,
  dataDeletionMessageKeys,
  dataDeletionSchema,
} from '@/forms/data-deletion';
import type { Locale } from '@/i18n/routing';
import { format, formMessages } from '../messages';
import type { Submission } from '../submit';

/** A data-deletion request, stored as pending for an operator to carry out (`npm run ops`). */
export async function dataDeletionSubmission(
  locale: Locale,
  data: FormData,
): Promise<Submission<(typeof dataDeletionFields)[number], typeof dataDeletionSchema>> {
  const messages = await formMessages(locale, 'forms.dataDeletion', [
    ...dataDeletionMessageKeys,
    'success',
  ]);
  const email =
    typeof data.get('email') === 'string' ? String(data.get('email')).trim().toLowerCase() : '';
  return {
    form: 'deletion',
    data,
    fields: dataDeletionFields,
    schema: dataDeletionSchema,
    messages: { ...messages, success: format(locale, messages.success!, { email }) },
    successKey: 'success',
    failureKey: 'error',
    async store({ db }, v) {
      await db
        .insertInto('data_deletion_requests')
        .values({
          id: ulid(),
          email: v.email,
          reason: v.reason,
          status: 'pending',
          created_at: new Date().toISOString(),
          completed_at: null,
        })
        .execute();
      return { ok: true };
    },
  };
}
