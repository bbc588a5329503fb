import { describe, expect, it } from 'vitest';
import { contactFormLead } from '@/features/contact-form/lead';
import { testDatabases } from '../support/databases';
import { formData, lead, submit } from '../support/forms';
import { leadTestDatabase } from '../support/lead-database';

// What the contact form stores and queues (src/features/contact-form).

describe.each(testDatabases())('contact form on $name', (database) => {
  const leads = leadTestDatabase(database);

  it('stores a contact submission with optional fields as null and queues its delivery', async () => {
    const state = await submit(
      lead(
        contactFormLead,
        'en',
        formData({
          name: ' Jane Doe ',
          email: 'jane@example.com',
          subject: 'billing',
          message: 'Hello there',
          textOptIn: 'on',
        }),
      ),
      leads.ctx(),
    );
    expect(state).toMatchObject({ status: 'success' });
    const row = await leads.db
      .selectFrom('contact_submissions')
      .selectAll()
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      name: 'Jane Doe',
      email: 'jane@example.com',
      phone: null,
      company: null,
      subject: 'billing',
      message: 'Hello there',
      // The box comes ticked, but there is no phone number to text: no opt-in is stored.
      text_opt_in: 0,
    });
    const item = await leads.db.selectFrom('outbox').selectAll().executeTakeFirstOrThrow();
    expect(item.topic).toBe('contact-form.customerio');
    expect(JSON.parse(item.payload)).toMatchObject({
      email: 'jane@example.com',
      attributes: { phone: null, company: null, text_opt_in: false },
      event: {
        name: 'contact_form_submitted',
        data: { subject: 'billing', message_length: 11, text_opt_in: false },
      },
    });
  });

  it('stores no opt-in when the box is unticked, and rejects an unknown subject', async () => {
    await submit(
      lead(
        contactFormLead,
        'en',
        formData({ name: 'A', email: 'a@b.co', subject: 'general', message: 'x' }),
      ),
      leads.ctx(),
    );
    expect(
      (
        await leads.db
          .selectFrom('contact_submissions')
          .select('text_opt_in')
          .executeTakeFirstOrThrow()
      ).text_opt_in,
    ).toBe(0);
    const bad = await submit(
      lead(
        contactFormLead,
        'es',
        formData({ name: 'A', email: 'a@b.co', subject: 'hack', message: 'x' }),
      ),
      leads.ctx(),
    );
    expect(bad.fieldErrors?.subject).toBe('Este campo es obligatorio.');
  });
});
