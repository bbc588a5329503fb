import { describe, expect, it } from 'vitest';
import { salesContactLead } from '@/features/sales-contact/lead';
import { testDatabases } from '../support/databases';
import { formData, lead, submit } from '../support/forms';
import { leadTestDatabase } from '../support/lead-database';

// What the sales-contact form stores and queues (src/features/sales-contact).

describe.each(testDatabases())('sales contact on $name', (database) => {
  const leads = leadTestDatabase(database);

  const send = (fields: Record<string, string>, locale: 'en' | 'es' = 'en') =>
    submit(lead(salesContactLead, locale, formData(fields)), leads.ctx());

  it('requires a phone when phone is preferred and validates its format', async () => {
    expect(
      (await send({ name: 'Bo', email: 'bo@example.com', phone: '', preferPhone: 'true' }))
        .fieldErrors?.phone,
    ).toBe('Please enter a phone number, or choose to be contacted by email.');
    expect(
      (
        await send({
          name: 'Bo',
          email: 'bo@example.com',
          phone: '12345',
          preferPhone: 'false',
        })
      ).fieldErrors?.phone,
    ).toMatch(/valid phone/);
    expect(
      (await send({ name: '', email: 'bo example.com', phone: '', preferPhone: 'true' }, 'es'))
        .fieldErrors,
    ).toEqual({
      name: 'Escribe tu nombre.',
      email: 'Escribe un correo electrónico válido.',
      phone: 'Escribe un número de teléfono o elige que te contactemos por correo.',
    });
    expect(await leads.db.selectFrom('sales_contacts').selectAll().execute()).toHaveLength(0);
  });

  it('stores the contact and queues the e-mail and webhook notifications', async () => {
    const state = await send({
      name: ' Ivy ',
      email: 'ivy@corp.com',
      phone: '+52 (55) 1234-5678',
      preferPhone: 'true',
    });
    expect(state).toMatchObject({
      status: 'success',
      message: 'Our sales team will contact you within one business day.',
    });
    const row = await leads.db.selectFrom('sales_contacts').selectAll().executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      name: 'Ivy',
      email: 'ivy@corp.com',
      phone: '+52 (55) 1234-5678',
      prefer_phone: 1,
    });
    expect(Date.parse(row.created_at)).not.toBeNaN();
    const topics = (await leads.db.selectFrom('outbox').select('topic').execute())
      .map((o) => o.topic)
      .sort();
    expect(topics).toEqual(['sales-contact.sales-email', 'sales-contact.webhook']);
  });

  it('accepts e-mail as the preference without a phone', async () => {
    expect(
      (await send({ name: 'Kai', email: 'kai@corp.com', phone: '', preferPhone: 'false' })).status,
    ).toBe('success');
    expect(
      await leads.db
        .selectFrom('sales_contacts')
        .select(['phone', 'prefer_phone'])
        .executeTakeFirstOrThrow(),
    ).toEqual({ phone: null, prefer_phone: 0 });
  });
});
