import 'server-only';
import pino from 'pino';
import { env } from '@/env';

const GLOBAL_KEY = Symbol.for('invoxa.logger');
type G = typeof globalThis & { [GLOBAL_KEY]?: pino.Logger };

/** Structured JSON logs (one logger per process). */
export function logger(): pino.Logger {
  const g = globalThis as G;
  g[GLOBAL_KEY] ??= pino({
    level: env().LOG_LEVEL,
    base: { service: 'invoxa-site' },
    redact: {
      // Personal data and where a person came from (src/server/attribution) never reach a log.
      paths: [
        '*.email',
        '*.phone',
        '*.message',
        '*.attribution',
        'email',
        'phone',
        'message',
        'attribution',
      ],
      censor: '[redacted]',
    },
  });
  return g[GLOBAL_KEY];
}
