/** Subject options of the contact form (spec §3). */
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
