import { describe, expect, it } from 'vitest';
import { contactFormLead } from '@/features/contact-form/lead';
import { newsletterLead } from '@/features/newsletter/lead';
import { testDatabases } from '../support/databases';
import { formData, lead, submit } from '../support/forms';
import { leadTestDatabase } from '../support/lead-database';

// What every form's submission goes through (src/server/lead-pipeline): honeypot, rate limit,
// length limits and hostile characters.

describe.each(testDatabases())('the lead pipeline on $name', (database) => {
  const leads = leadTestDatabase(database);

  it('stores text holding NUL characters without them, on every database', async () => {
    const state = await submit(
      lead(
        contactFormLead,
        'en',
        formData({
          name: 'Nul\u0000 Byte',
          email: 'nul@example.com',
          subject: 'other',
          message: 'before\u0000after',
        }),
      ),
      leads.ctx('203.0.113.99'),
    );
    expect(state.status).toBe('success');
    const row = await leads.db
      .selectFrom('contact_submissions')
      .select(['name', 'message'])
      .where('email', '=', 'nul@example.com')
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ name: 'Nul Byte', message: 'beforeafter' });
  });

  it.each([
    ['filled in', (d: FormData) => d.set('website', 'http://spam')],
    ['replaced by a file', (d: FormData) => d.set('website', new Blob(['spam']))],
    // Browsers always send the (empty) field: a request without it was written by a program.
    ['left out', (d: FormData) => d.delete('website')],
  ])('drops a submission whose honeypot is %s, storing nothing', async (_kind, tamper) => {
    const data = formData({ email: 'bot@example.com' });
    tamper(data);
    const state = await submit(lead(newsletterLead, 'en', data), leads.ctx());
    expect(state).toMatchObject({
      status: 'success',
      message: 'Thank you. We received your submission.',
    });
    expect(await leads.db.selectFrom('newsletter_signups').selectAll().execute()).toHaveLength(0);
  });

  it('stores a submission whose honeypot is sent empty, as browsers send it', async () => {
    const state = await submit(
      lead(newsletterLead, 'en', formData({ email: 'person@example.com' })),
      leads.ctx(),
    );
    expect(state.status).toBe('success');
    expect(await leads.db.selectFrom('newsletter_signups').selectAll().execute()).toHaveLength(1);
  });

  it('limits each address per form, with a localized message and nothing stored past the limit', async () => {
    const ip = '203.0.113.7';
    for (let i = 0; i < 10; i++) {
      const s = await submit(
        lead(
          contactFormLead,
          'en',
          formData({ name: 'N', email: `n${i}@x.co`, subject: 'other', message: 'm' }),
        ),
        leads.ctx(ip),
      );
      expect(s.status).toBe('success');
    }
    const limited = await submit(
      lead(
        contactFormLead,
        'es',
        formData({ name: 'N', email: 'n@x.co', subject: 'other', message: 'm' }),
      ),
      leads.ctx(ip),
    );
    expect(limited).toMatchObject({
      status: 'error',
      message: expect.stringContaining('Enviaste varias solicitudes'),
    });
    expect(await leads.db.selectFrom('contact_submissions').selectAll().execute()).toHaveLength(10);
    // Another form from the same address is counted separately.
    expect(
      (await submit(lead(newsletterLead, 'en', formData({ email: 'other@x.co' })), leads.ctx(ip)))
        .status,
    ).toBe('success');
  });

  it('rejects over-long fields with a clear message', async () => {
    const state = await submit(
      lead(
        contactFormLead,
        'en',
        formData({ name: 'x'.repeat(101), email: 'a@b.co', subject: 'other', message: 'm' }),
      ),
      leads.ctx(),
    );
    expect(state.fieldErrors?.name).toBe('This is too long. Please shorten it.');
  });
});
