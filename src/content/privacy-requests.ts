/**
 * What the site promises about privacy requests and retention, in one place: the code that
 * carries them out (src/server/privacy, src/server/housekeeping.ts) and the pages and e-mails that
 * state them read these values, so a promise cannot drift from what the code does.
 */
export const privacyRequests = {
  /** How long a data-deletion confirmation link works. */
  confirmationLinkDays: 7,
  /** How long the record of a completed or expired request is kept (24 months). */
  requestRecordMonths: 24,
  /** Mexico (LFPDPPP 2025): the answer to a request is due within 20 days. */
  answerDaysMX: 20,
  /** California (CCPA): a request is completed within 45 days. */
  completeDaysUS: 45,
  /** Delivered messages to the integrations (payloads already emptied) are deleted after this. */
  deliveredOutboxDays: 30,
  /** Rate-limit records (network addresses) are deleted after this. */
  rateLimitRecordDays: 1,
} as const;
