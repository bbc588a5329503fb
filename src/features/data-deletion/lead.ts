import 'server-only';
import { ulid } from 'ulid';
import type { LeadFeature } from '@/server/lead-pipeline';
import { dataDeletionSchema } from './schema';

/** A data-deletion request, stored as pending for an operator to carry out (`npm run ops`). */
export const dataDeletionLead: LeadFeature<
  (typeof dataDeletionSchema.fields)[number],
  typeof dataDeletionSchema.schema
> = {
  id: 'data-deletion',
  ...dataDeletionSchema,
  failureKey: 'error',
  success: (t, { email }) => t('success', { email }),
  async store({ db }, { email, reason }) {
    await db
      .insertInto('data_deletion_requests')
      .values({
        id: ulid(),
        email,
        reason,
        status: 'pending',
        created_at: new Date().toISOString(),
        completed_at: null,
      })
      .execute();
    return { ok: true };
  },
};
