import { z } from 'zod';
import { checkbox, email, LIMITS, optionalText, requiredText } from './shared';

import { contactSubjects } from './contact-subjects';

export { contactSubjects, type ContactSubject } from './contact-subjects';

export const contactFields = [
  'name',
  'email',
  'phone',
  'company',
  'subject',
  'message',
  'textOptIn',
] as const;
export type ContactField = (typeof contactFields)[number];

/** Contact form: name, e-mail, subject and message required; phone and company optional. */
export const contactSchema = z.object({
  name: requiredText(LIMITS.name),
  email: email(),
  phone: optionalText(LIMITS.phone),
  company: optionalText(LIMITS.company),
  subject: z.enum(contactSubjects, { error: 'required' }),
  message: requiredText(LIMITS.message),
  textOptIn: checkbox,
});

export const chatFields = ['name', 'email', 'message'] as const;
export type ChatField = (typeof chatFields)[number];

/** Live-chat message: stored as a contact submission with subject "support". */
export const chatSchema = z.object({
  name: requiredText(LIMITS.name),
  email: email(),
  message: requiredText(LIMITS.message),
});

export const contactMessageKeys = [
  'required',
  'emailInvalid',
  'tooLong',
  'rateLimited',
  'unexpected',
] as const;
