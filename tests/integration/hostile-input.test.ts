import fc from 'fast-check';
import { contactFormLead } from '@/features/contact-form/lead';
import { dataDeletionLead } from '@/features/data-deletion/lead';
import { liveChatLead } from '@/features/live-chat/lead';
import { newsletterLead } from '@/features/newsletter/lead';
import { salesContactLead } from '@/features/sales-contact/lead';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resetEnv } from '@/env';
import type { DbHandle } from '@/server/db';
import type { LeadState } from '@/lib/forms/constants';
import { submitLead, type SubmissionContext } from '@/server/lead-pipeline';
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

const features: Record<string, (data: FormData, context: SubmissionContext) => Promise<LeadState>> =
  {
    newsletter: (data, context) => submitLead(newsletterLead, data, context),
    'contact-form': (data, context) => submitLead(contactFormLead, data, context),
    'live-chat': (data, context) => submitLead(liveChatLead, data, context),
    'sales-contact': (data, context) => submitLead(salesContactLead, data, context),
    'data-deletion': (data, context) => submitLead(dataDeletionLead, data, context),
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

  it.each(Object.keys(features))(
    '%s: no unhandled error, always a clear answer',
    async (form) => {
      await fc.assert(
        fc.asyncProperty(hostileForm, hostileLocale, async (fields, locale) => {
          const data = appendFields(new FormData(), {
            ...fields,
            website: fields.website ?? '',
            locale,
          });
          const state = await features[form]!(data, {
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
    // The generated attribution fields were stored too, not only dropped.
    const attributed = await db
      .selectFrom('lead_attribution')
      .select('lead_id')
      .where((eb) =>
        eb.or([eb('first_landing_path', 'is not', null), eb('last_language', 'is not', null)]),
      )
      .execute();
    expect(attributed.length).toBeGreaterThan(0);
  });
});
