import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resetEnv } from '@/env';
import type { DbHandle } from '@/server/db';
import { chatSubmission, contactSubmission } from '@/server/leads/contact';
import { dataDeletionSubmission } from '@/server/leads/data-deletion';
import { newsletterSubmission } from '@/server/leads/newsletter';
import { salesContactSubmission } from '@/server/leads/sales-contact';
import { submitLead } from '@/server/leads/submit';
import { testDatabases } from '../support/databases';
import {
  appendFields,
  hostileForm,
  hostileLocale,
  invalidLeadRows,
  leadRowCounts,
} from '../support/hostile-input';

/** Runs per form and database; `PROPERTY_RUNS` raises it (`npm run bench:hostile` sends 10,000 per form over HTTP). */
const RUNS = Number(process.env.PROPERTY_RUNS ?? 150);

const builders = {
  newsletter: newsletterSubmission,
  contact: contactSubmission,
  chat: chatSubmission,
  sales: salesContactSubmission,
  deletion: dataDeletionSubmission,
};

describe.each(testDatabases())('hostile input on $name', (database) => {
  let handle: DbHandle & { close: () => Promise<void> };
  let ip = 0;

  beforeAll(async () => {
    process.env.RATE_LIMIT_MAX = '1000000';
    resetEnv();
    handle = await database.open();
  });
  afterAll(async () => {
    await handle.close();
    delete process.env.RATE_LIMIT_MAX;
    resetEnv();
  });

  it.each(Object.keys(builders) as (keyof typeof builders)[])(
    '%s: no unhandled error, always a clear answer',
    async (form) => {
      await fc.assert(
        fc.asyncProperty(hostileForm, hostileLocale, async (fields, locale) => {
          const build = builders[form] as (
            l: 'en' | 'es',
            d: FormData,
          ) => Promise<Parameters<typeof submitLead>[0]>;
          const definition = await build(
            locale === 'es' ? 'es' : 'en',
            appendFields(new FormData(), fields),
          );
          const state = await submitLead(definition, {
            handle,
            address: `198.51.${Math.floor(++ip / 250)}.${ip % 250}`,
          });
          expect(['success', 'error']).toContain(state.status);
          if (state.status === 'error') {
            const text = [state.message, ...Object.values(state.fieldErrors ?? {})].filter(Boolean);
            expect(text.length).toBeGreaterThan(0);
            for (const t of text) expect(t).not.toMatch(/^[a-z][A-Za-z]+$/); // a message, never a raw key
          }
        }),
        { numRuns: RUNS },
      );
    },
    120_000,
  );

  it('left only valid rows behind', async () => {
    const db = handle.db;
    // The generators produce acceptable submissions too: every table must have rows to check.
    for (const [table, n] of Object.entries(await leadRowCounts(db)))
      expect(n, table).toBeGreaterThan(0);
    expect(await invalidLeadRows(db)).toEqual([]);
  });
});
