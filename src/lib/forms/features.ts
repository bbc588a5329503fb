/**
 * The visitor features that reach the company, by their one id: each is a folder in
 * `src/features/<id>/`, a message namespace `locales/<tag>/<id>.json`, the prefix of its outbox
 * topics, its rate-limit key and the `feature` field of its logs.
 */
export const featureIds = [
  'newsletter',
  'contact-form',
  'live-chat',
  'sales-contact',
  'data-deletion',
] as const;
export type FeatureId = (typeof featureIds)[number];
