import type { ZodMiniType } from 'zod/mini';
import { HONEYPOT_FIELD } from '@/lib/forms/constants';
import { submitLead, type LeadFeature, type SubmissionContext } from '@/server/lead-pipeline';

/** Builds the FormData a browser would send: the fields, and the honeypot left empty. */
export function formData(fields: Record<string, string | undefined>): FormData {
  const data = new FormData();
  data.append(HONEYPOT_FIELD, '');
  for (const [k, v] of Object.entries(fields)) if (v !== undefined) data.set(k, v);
  return data;
}

/** A submission of `feature` from a page in `locale` (the forms send it in a hidden field). */
export function lead<F extends string, S extends ZodMiniType>(
  feature: LeadFeature<F, S>,
  locale: 'en' | 'es',
  data: FormData,
) {
  data.set('locale', locale);
  return { feature, data };
}

/** Runs a submission through the pipeline every lead action uses. */
export function submit<F extends string, S extends ZodMiniType>(
  s: { feature: LeadFeature<F, S>; data: FormData },
  context: SubmissionContext,
) {
  return submitLead(s.feature, s.data, context);
}
