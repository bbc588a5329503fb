import { afterAll, beforeAll, beforeEach } from 'vitest';
import type { DbHandle } from '@/server/db';
import { drainOnce } from '@/server/outbox';
import { startHttpStandIn, startSmtpStandIn } from './stand-ins';

/** Delivers everything the outbox holds that is due, until a pass finds nothing more. */
export async function deliverAll(handle: DbHandle): Promise<void> {
  while ((await drainOnce(handle)) > 0) {
    // deliver everything that is due
  }
}

/**
 * Stand-ins for the services the outbox delivers to, for one describe block: Customer.io (`cio`),
 * the sales webhook (`hook`) and the SMTP server (`smtp`). Started before its tests, emptied of
 * what they recorded before each, closed after them.
 */
export function deliveryStandIns() {
  let started:
    | {
        cio: Awaited<ReturnType<typeof startHttpStandIn>>;
        hook: Awaited<ReturnType<typeof startHttpStandIn>>;
        smtp: Awaited<ReturnType<typeof startSmtpStandIn>>;
      }
    | undefined;
  const get = () => {
    if (!started) throw new Error('the stand-ins start in beforeAll');
    return started;
  };

  beforeAll(async () => {
    const [cio, hook, smtp] = await Promise.all([
      startHttpStandIn(),
      startHttpStandIn(),
      startSmtpStandIn(),
    ]);
    started = { cio, hook, smtp };
  });
  beforeEach(() => {
    const { cio, hook, smtp } = get();
    cio.reset();
    hook.reset();
    smtp.messages.length = 0;
  });
  afterAll(async () => {
    if (!started) return;
    const { cio, hook, smtp } = started;
    await Promise.all([cio.close(), hook.close(), smtp.close()]);
  });

  return {
    get cio() {
      return get().cio;
    },
    get hook() {
      return get().hook;
    },
    get smtp() {
      return get().smtp;
    },
    /** The configuration that points the site at Customer.io's and the SMTP server's stand-ins. */
    env: () => ({
      CUSTOMERIO_SITE_ID: 'site-123',
      CUSTOMERIO_API_KEY: 'key-456',
      CUSTOMERIO_BASE_URL: `${get().cio.url}/api/v1`,
      SMTP_URL: get().smtp.url,
    }),
  };
}
