import { z } from 'zod';

/**
 * The one place the environment is read. Every variable is documented in `.env.example`.
 * Defaults let the whole site run with nothing set (SQLite in ./data, no integrations).
 */
const optionalUrl = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v))
  .pipe(z.url().optional())
  .optional();
const optionalString = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v))
  .optional();

const schema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  SITE_URL: z
    .url()
    .default('http://localhost:3000')
    .transform((v) => v.replace(/\/+$/, '')),
  APP_LOGIN_URL: z.url().default('https://app.invoxa.com/login'),
  APP_SIGNUP_URL: z.url().default('https://app.invoxa.com/signup'),
  SCHEDULING_URL: z.url().default('https://cal.com/invoxa/30min'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),

  // Storage: SQLite file by default, PostgreSQL when DATABASE_URL is a postgres:// URL.
  DATABASE_URL: optionalString.pipe(
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL (leave empty for SQLite)')
      .optional(),
  ),
  SQLITE_PATH: z.string().default('./data/site.db'),

  // Marketing automation (Customer.io Track API compatible). Skipped unless both are set.
  CUSTOMERIO_SITE_ID: optionalString,
  CUSTOMERIO_API_KEY: optionalString,
  CUSTOMERIO_BASE_URL: z.url().default('https://track.customer.io/api/v1'),
  // The signing key of Customer.io's reporting webhook (POST /api/webhooks/customerio). Unset:
  // every call to that endpoint is refused (401).
  CUSTOMERIO_WEBHOOK_SIGNING_KEY: optionalString,

  // Newsletter sign-ups confirmed through an e-mailed link (needs SMTP_URL); `off` subscribes at once.
  NEWSLETTER_CONFIRMATION: z.enum(['on', 'off']).default('on'),

  // Sales notification: e-mail over SMTP and/or a JSON webhook. Each is skipped unless set.
  SMTP_URL: optionalString,
  SMTP_FROM: z.string().default('Invoxa website <no-reply@invoxa.com>'),
  SALES_NOTIFY_EMAIL: optionalString,
  SALES_WEBHOOK_URL: optionalUrl,

  // Outbox: delivery to the integrations.
  OUTBOX_POLL_MS: z.coerce.number().int().positive().default(2_000),
  OUTBOX_BASE_DELAY_MS: z.coerce.number().int().nonnegative().default(5_000),
  OUTBOX_MAX_ATTEMPTS: z.coerce.number().int().positive().default(10),
  OUTBOX_DISPATCHER: z.enum(['on', 'off']).default('on'),
  // Retention and expiry (src/server/housekeeping.ts), a job of its own beside the dispatcher.
  HOUSEKEEPING: z.enum(['on', 'off']).default('on'),

  // Abuse limits. The client address they count by, the caps on submissions in progress and the
  // deadline for a submission's body are the production server's settings (TRUSTED_PROXY_HOPS,
  // MAX_CONCURRENT_SUBMISSIONS, MAX_SUBMISSIONS_PER_ADDRESS, BUSY_RETRY_AFTER_SECONDS,
  // SUBMISSION_BODY_SECONDS: scripts/request-gate.mjs).
  RATE_LIMIT_MAX: z.coerce.number().int().positive().default(10),
  RATE_LIMIT_WINDOW_SECONDS: z.coerce.number().int().positive().default(600),

  // Hosted translations (Locize compatible). Bundled files only unless TMS_PROJECT_ID is set.
  TMS_PROJECT_ID: optionalString,
  TMS_VERSION: z.string().default('latest'),
  TMS_API_KEY: optionalString,
  // The spec's one-hour translation reload interval (seconds).
  TMS_REFRESH_SECONDS: z.coerce.number().int().positive().default(3600),
  TMS_URL_TEMPLATE: z
    .string()
    .default('https://api.lite.locize.app/{projectId}/{version}/{lng}/{ns}'),
});

export type Env = z.infer<typeof schema>;

export function parseEnv(source: Record<string, string | undefined>): Env {
  const result = schema.safeParse(source);
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  - ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid environment configuration:\n${lines.join('\n')}`);
  }
  return result.data;
}

let cached: Env | undefined;

/** The validated environment, parsed once per process. */
export function env(): Env {
  cached ??= parseEnv(process.env);
  return cached;
}

/** Forgets the parsed environment so the next env() reads process.env again (tests only). */
export function resetEnv() {
  cached = undefined;
}
