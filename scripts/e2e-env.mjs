// The configuration the end-to-end tests build and serve the site with. The integration
// credentials are fake but distinctive: the tests check that none of them reaches the browser.
export const e2eSecrets = {
  CUSTOMERIO_SITE_ID: 'e2e-site-4f7c2a',
  CUSTOMERIO_API_KEY: 'e2e-cio-key-9b3d51e8a6',
  SMTP_URL: 'smtp://mailer:e2e-smtp-pass-71c0fe@127.0.0.1:2',
  SALES_NOTIFY_EMAIL: 'sales-e2e@invoxa.test',
  SALES_WEBHOOK_URL: 'http://127.0.0.1:3/hook?token=e2e-webhook-token-5d2e90',
};

export const e2ePort = Number(process.env.E2E_PORT ?? 3100);

export const e2eEnv = {
  ...e2eSecrets,
  PORT: String(e2ePort),
  SITE_URL: 'http://localhost:3000',
  SQLITE_PATH: './data/e2e.db',
  LOG_LEVEL: 'warn',
  RATE_LIMIT_MAX: '100000',
  // Every test comes from this machine's address: its workers together stand for many visitors,
  // so one address may have as many submissions in progress as the instance takes (the share of
  // one address is tested on instances of its own: tests/e2e/submission-limits.spec.ts).
  MAX_SUBMISSIONS_PER_ADDRESS: '16',
  // The forms' deliveries are covered by the integration tests; here they stay queued.
  OUTBOX_DISPATCHER: 'off',
  // The spec's immediate newsletter sign-up; confirmed sign-ups run on their own server
  // (tests/e2e/newsletter-confirmation.spec.ts), whose SMTP stand-in receives the link.
  NEWSLETTER_CONFIRMATION: 'off',
  NEXT_TELEMETRY_DISABLED: '1',
};
