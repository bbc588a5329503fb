import { describe, expect, it } from 'vitest';
import { newsletterLead } from '@/features/newsletter/lead';
import { testDatabases } from '../support/databases';
import { formData, lead, submit } from '../support/forms';
import { leadTestDatabase } from '../support/lead-database';

// What the newsletter form stores and queues (src/features/newsletter).

describe.each(testDatabases())('newsletter on $name', (database) => {
  const leads = leadTestDatabase(database);

  it('stores the e-mail trimmed and lowercased with language, source and status, and queues the marketing profile', async () => {
    const state = await submit(
      lead(newsletterLead, 'es', formData({ email: '  Ana.Lopez@Example.MX ' })),
      leads.ctx(),
    );
    expect(state).toMatchObject({
      status: 'success',
      message: '¡Listo! Ya estás suscrito a nuestro boletín.',
    });
    const rows = await leads.db.selectFrom('newsletter_signups').selectAll().execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      email: 'ana.lopez@example.mx',
      language: 'es',
      source: 'articles_page',
      status: 'active',
    });
    const outbox = await leads.db.selectFrom('outbox').selectAll().execute();
    expect(outbox.map((o) => o.topic)).toEqual(['newsletter.customerio']);
  });

  it('answers a duplicate with the already-subscribed message and keeps one row', async () => {
    await submit(lead(newsletterLead, 'en', formData({ email: 'dup@example.com' })), leads.ctx());
    const state = await submit(
      lead(newsletterLead, 'en', formData({ email: 'DUP@example.com' })),
      leads.ctx(),
    );
    expect(state).toMatchObject({
      status: 'error',
      message: 'This email is already subscribed to our newsletter.',
    });
    expect(await leads.db.selectFrom('newsletter_signups').selectAll().execute()).toHaveLength(1);
    expect(await leads.db.selectFrom('outbox').selectAll().execute()).toHaveLength(1);
  });

  it('uses the spec messages for an empty and an invalid address', async () => {
    const empty = await submit(lead(newsletterLead, 'en', formData({ email: '   ' })), leads.ctx());
    expect(empty.fieldErrors?.email).toBe('Please enter your email address.');
    const invalid = await submit(
      lead(newsletterLead, 'en', formData({ email: 'not an@email' })),
      leads.ctx(),
    );
    expect(invalid.fieldErrors?.email).toBe('Please enter a valid email address.');
    expect(invalid.values).toEqual({ email: 'not an@email' });
    expect(await leads.db.selectFrom('newsletter_signups').selectAll().execute()).toHaveLength(0);
  });
});
