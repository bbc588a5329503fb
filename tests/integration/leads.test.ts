import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { contactFormLead } from '@/features/contact-form/lead';
import { dataDeletionLead } from '@/features/data-deletion/lead';
import { liveChatLead } from '@/features/live-chat/lead';
import { newsletterLead } from '@/features/newsletter/lead';
import { salesContactLead } from '@/features/sales-contact/lead';
import { resetEnv } from '@/env';
import type { DbHandle } from '@/server/db';
import { testDatabases } from '../support/databases';
import { formData, lead, submit } from '../support/forms';

let address = 0;
/** Each submission from its own address unless a test says otherwise, so rate limits stay out of the way. */
const ctx = (handle: DbHandle, ip = `10.0.0.${++address}`) => ({ handle, address: ip });

describe.each(testDatabases())('lead capture on $name', (database) => {
  let handle: DbHandle & { close: () => Promise<void> };

  beforeAll(async () => {
    process.env.CUSTOMERIO_SITE_ID = 'site-123';
    process.env.CUSTOMERIO_API_KEY = 'key-456';
    process.env.SMTP_URL = 'smtp://127.0.0.1:2525';
    // The spec's immediate sign-up; confirmed sign-ups: newsletter-confirmation.test.ts.
    process.env.NEWSLETTER_CONFIRMATION = 'off';
    process.env.SALES_NOTIFY_EMAIL = 'sales@invoxa.test';
    process.env.SALES_WEBHOOK_URL = 'http://127.0.0.1:9/hook';
    process.env.RATE_LIMIT_MAX = '10';
    resetEnv();
    handle = await database.open();
  });

  afterAll(async () => {
    await handle.close();
    for (const k of [
      'CUSTOMERIO_SITE_ID',
      'CUSTOMERIO_API_KEY',
      'SMTP_URL',
      'NEWSLETTER_CONFIRMATION',
      'SALES_NOTIFY_EMAIL',
      'SALES_WEBHOOK_URL',
    ])
      delete process.env[k];
    resetEnv();
  });

  beforeEach(async () => {
    for (const table of [
      'newsletter_signups',
      'sales_contacts',
      'contact_submissions',
      'data_deletion_requests',
      'outbox',
      'rate_limits',
    ] as const) {
      await handle.db.deleteFrom(table).execute();
    }
  });

  describe('newsletter', () => {
    it('stores the e-mail trimmed and lowercased with language, source and status, and queues the marketing profile', async () => {
      const state = await submit(
        lead(newsletterLead, 'es', formData({ email: '  Ana.Lopez@Example.MX ' })),
        ctx(handle),
      );
      expect(state).toMatchObject({
        status: 'success',
        message: '¡Listo! Ya estás suscrito a nuestro boletín.',
      });
      const rows = await handle.db.selectFrom('newsletter_signups').selectAll().execute();
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({
        email: 'ana.lopez@example.mx',
        language: 'es',
        source: 'articles_page',
        status: 'active',
      });
      const outbox = await handle.db.selectFrom('outbox').selectAll().execute();
      expect(outbox.map((o) => o.topic)).toEqual(['newsletter.customerio']);
    });

    it('answers a duplicate with the already-subscribed message and keeps one row', async () => {
      await submit(lead(newsletterLead, 'en', formData({ email: 'dup@example.com' })), ctx(handle));
      const state = await submit(
        lead(newsletterLead, 'en', formData({ email: 'DUP@example.com' })),
        ctx(handle),
      );
      expect(state).toMatchObject({
        status: 'error',
        message: 'This email is already subscribed to our newsletter.',
      });
      expect(await handle.db.selectFrom('newsletter_signups').selectAll().execute()).toHaveLength(
        1,
      );
      expect(await handle.db.selectFrom('outbox').selectAll().execute()).toHaveLength(1);
    });

    it('uses the spec messages for an empty and an invalid address', async () => {
      const empty = await submit(
        lead(newsletterLead, 'en', formData({ email: '   ' })),
        ctx(handle),
      );
      expect(empty.fieldErrors?.email).toBe('Please enter your email address.');
      const invalid = await submit(
        lead(newsletterLead, 'en', formData({ email: 'not an@email' })),
        ctx(handle),
      );
      expect(invalid.fieldErrors?.email).toBe('Please enter a valid email address.');
      expect(invalid.values).toEqual({ email: 'not an@email' });
      expect(await handle.db.selectFrom('newsletter_signups').selectAll().execute()).toHaveLength(
        0,
      );
    });
  });

  describe('contact form and live chat', () => {
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
        ctx(handle),
      );
      expect(state).toMatchObject({ status: 'success' });
      const row = await handle.db
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
        text_opt_in: 1,
      });
      const item = await handle.db.selectFrom('outbox').selectAll().executeTakeFirstOrThrow();
      expect(item.topic).toBe('contact-form.customerio');
      expect(JSON.parse(item.payload)).toMatchObject({
        email: 'jane@example.com',
        attributes: { phone: null, company: null, text_opt_in: true },
        event: {
          name: 'contact_form_submitted',
          data: { subject: 'billing', message_length: 11, text_opt_in: true },
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
        ctx(handle),
      );
      expect(
        (
          await handle.db
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
        ctx(handle),
      );
      expect(bad.fieldErrors?.subject).toBe('Este campo es obligatorio.');
    });

    it('stores a chat message as a support contact submission and names the reply address', async () => {
      const state = await submit(
        lead(
          liveChatLead,
          'en',
          formData({ name: 'Li', email: 'li@example.com', message: 'Do you support CFDI?' }),
        ),
        ctx(handle),
      );
      expect(state.message).toBe(
        'Thanks! We received your message and will reply to li@example.com.',
      );
      const row = await handle.db
        .selectFrom('contact_submissions')
        .selectAll()
        .executeTakeFirstOrThrow();
      expect(row).toMatchObject({ subject: 'support', text_opt_in: 0, phone: null, company: null });
    });
  });

  describe('sales contact', () => {
    const send = (fields: Record<string, string>, locale: 'en' | 'es' = 'en') =>
      submit(lead(salesContactLead, locale, formData(fields)), ctx(handle));

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
      expect(await handle.db.selectFrom('sales_contacts').selectAll().execute()).toHaveLength(0);
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
      const row = await handle.db
        .selectFrom('sales_contacts')
        .selectAll()
        .executeTakeFirstOrThrow();
      expect(row).toMatchObject({
        name: 'Ivy',
        email: 'ivy@corp.com',
        phone: '+52 (55) 1234-5678',
        prefer_phone: 1,
      });
      expect(Date.parse(row.created_at)).not.toBeNaN();
      const topics = (await handle.db.selectFrom('outbox').select('topic').execute())
        .map((o) => o.topic)
        .sort();
      expect(topics).toEqual(['sales-contact.sales-email', 'sales-contact.webhook']);
    });

    it('accepts e-mail as the preference without a phone', async () => {
      expect(
        (await send({ name: 'Kai', email: 'kai@corp.com', phone: '', preferPhone: 'false' }))
          .status,
      ).toBe('success');
      expect(
        await handle.db
          .selectFrom('sales_contacts')
          .select(['phone', 'prefer_phone'])
          .executeTakeFirstOrThrow(),
      ).toEqual({ phone: null, prefer_phone: 0 });
    });
  });

  describe('data deletion', () => {
    it('stores a pending request with the e-mail normalized and tells the visitor to check that inbox', async () => {
      const state = await submit(
        lead(
          dataDeletionLead,
          'en',
          formData({
            email: 'Me@Example.com',
            confirmEmail: 'Me@Example.com',
            reason: 'privacy-concerns',
            confirm: 'on',
          }),
        ),
        ctx(handle),
      );
      expect(state.message).toBe(
        'Check your inbox: we sent a confirmation link to me@example.com. Open it within 7 days and confirm; nothing is deleted until you do.',
      );
      expect(
        await handle.db.selectFrom('data_deletion_requests').selectAll().executeTakeFirstOrThrow(),
      ).toMatchObject({
        email: 'me@example.com',
        reason: 'privacy-concerns',
        status: 'pending',
        completed_at: null,
      });
    });

    it('sends nothing when the addresses differ or the box is not ticked', async () => {
      const mismatch = await submit(
        lead(
          dataDeletionLead,
          'es',
          formData({ email: 'me@example.com', confirmEmail: 'Me@example.com', confirm: 'on' }),
        ),
        ctx(handle),
      );
      expect(mismatch.fieldErrors?.confirmEmail).toBe('Los correos electrónicos no coinciden.');
      const unticked = await submit(
        lead(dataDeletionLead, 'en', formData({ email: 'a@b.co', confirmEmail: 'a@b.co' })),
        ctx(handle),
      );
      expect(unticked.fieldErrors?.confirm).toBe(
        'Please confirm that you understand the deletion is permanent.',
      );
      expect(
        await handle.db.selectFrom('data_deletion_requests').selectAll().execute(),
      ).toHaveLength(0);
    });
  });

  describe('abuse', () => {
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
        ctx(handle, '203.0.113.99'),
      );
      expect(state.status).toBe('success');
      const row = await handle.db
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
      const state = await submit(lead(newsletterLead, 'en', data), ctx(handle));
      expect(state).toMatchObject({
        status: 'success',
        message: 'Thank you. We received your submission.',
      });
      expect(await handle.db.selectFrom('newsletter_signups').selectAll().execute()).toHaveLength(
        0,
      );
    });

    it('stores a submission whose honeypot is sent empty, as browsers send it', async () => {
      const state = await submit(
        lead(newsletterLead, 'en', formData({ email: 'person@example.com' })),
        ctx(handle),
      );
      expect(state.status).toBe('success');
      expect(await handle.db.selectFrom('newsletter_signups').selectAll().execute()).toHaveLength(
        1,
      );
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
          ctx(handle, ip),
        );
        expect(s.status).toBe('success');
      }
      const limited = await submit(
        lead(
          contactFormLead,
          'es',
          formData({ name: 'N', email: 'n@x.co', subject: 'other', message: 'm' }),
        ),
        ctx(handle, ip),
      );
      expect(limited).toMatchObject({
        status: 'error',
        message: expect.stringContaining('Enviaste varias solicitudes'),
      });
      expect(await handle.db.selectFrom('contact_submissions').selectAll().execute()).toHaveLength(
        10,
      );
      // Another form from the same address is counted separately.
      expect(
        (
          await submit(
            lead(newsletterLead, 'en', formData({ email: 'other@x.co' })),
            ctx(handle, ip),
          )
        ).status,
      ).toBe('success');
    });

    it('rejects over-long fields with a clear message', async () => {
      const state = await submit(
        lead(
          contactFormLead,
          'en',
          formData({ name: 'x'.repeat(101), email: 'a@b.co', subject: 'other', message: 'm' }),
        ),
        ctx(handle),
      );
      expect(state.fieldErrors?.name).toBe('This is too long. Please shorten it.');
    });
  });
});
