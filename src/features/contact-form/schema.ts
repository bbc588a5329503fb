import * as z from 'zod/mini';
import { LIMITS } from '@/lib/forms/constants';
import {
  checkbox,
  defineSchema,
  optionalText,
  requiredText,
  storedEmail,
} from '@/lib/forms/schema';

/** Subject options of the contact form. */
export const contactSubjects = [
  'general',
  'support',
  'sales',
  'billing',
  'feature',
  'data-deletion',
  'other',
] as const;
export type ContactSubject = (typeof contactSubjects)[number];

/** The contact form: name, e-mail, subject and message required; phone and company optional. */
export const contactFormSchema = defineSchema(
  ['name', 'email', 'phone', 'company', 'subject', 'message', 'textOptIn'] as const,
  z.object({
    name: requiredText(LIMITS.name),
    email: storedEmail(),
    phone: optionalText(LIMITS.phone),
    company: optionalText(LIMITS.company),
    subject: z.enum(contactSubjects, { error: 'required' }),
    message: requiredText(LIMITS.message, 'required', true),
    textOptIn: checkbox,
  }),
  [],
);
