import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { contactFormLead } from '@/features/contact-form/lead';
import { liveChatLead } from '@/features/live-chat/lead';
import { newsletterLead } from '@/features/newsletter/lead';
import { salesContactLead } from '@/features/sales-contact/lead';
import { resetEnv } from '@/env';
import type { DbHandle } from '@/server/db';
import { applyReportedUnsubscribe } from '@/features/newsletter/subscriptions';
import { confirmByOperator } from '@/server/privacy';
import { eraseRequestData } from '@/server/outbox/erase';
import { testDatabases } from '../support/databases';
import { formData, lead, submit } from '../support/forms';

/** The message as the locale file has it, and the SHA-256 a record must carry for it. */
function fileMessage(tag: 'en-US' | 'es-MX', namespace: string, key: string) {
  const text = (
    JSON.parse(readFileSync(`locales/${tag}/${namespace}.json`, 'utf8')) as Record<string, string>
  )[key]!;
  return { text, hash: createHash('sha256').update(text, 'utf8').digest('hex') };
}

describe.each(testDatabases())('consent records on $name', (database) => {
  let handle: DbHandle & { close: () => Promise<void> };
  let ip = 0;
  const send = (s: Parameters<typeof submit>[0]) =>
    submit(s, { handle, address: `100.80.0.${++ip}` });
  const records = () =>
    handle.db
      .selectFrom('consent_records')
      .selectAll()
      .orderBy('created_at')
      .orderBy('id')
      .execute();
  const contact = (
    email: string,
    textOptIn?: string,
    locale: 'en' | 'es' = 'en',
    phone = '+52 55 1234 5678',
  ) =>
    send(
      lead(
        contactFormLead,
        locale,
        formData({
          name: 'Ana',
          email,
          phone,
          subject: 'general',
          message: 'Hola',
          textOptIn,
        }),
      ),
    );

  beforeAll(async () => {
    delete process.env.SMTP_URL;
    resetEnv();
    handle = await database.open();
  });
  afterAll(async () => {
    await handle.close();
  });
  beforeEach(async () => {
    for (const t of [
      'consent_records',
      'consent_texts',
      'consent_erasure_counts',
      'newsletter_signups',
      'newsletter_suppressions',
      'contact_submissions',
      'sales_contacts',
      'data_deletion_requests',
      'webhook_events',
    ] as const)
      await handle.db.deleteFrom(t).execute();
  });

  it('records no text-message consent, and no opt-in, when no phone number was given', async () => {
    // The box comes ticked; without a number there is nothing to text, so nothing is granted.
    expect((await contact('sinnumero@example.com', 'on', 'es', '')).status).toBe('success');
    expect(await records()).toEqual([]);
    const row = await handle.db
      .selectFrom('contact_submissions')
      .select(['phone', 'text_opt_in'])
      .where('email', '=', 'sinnumero@example.com')
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ phone: null, text_opt_in: 0 });
  });

  it('records the ticked text-message box with the exact text shown, its version and the language', async () => {
    expect((await contact('ana@example.com', 'on', 'es')).status).toBe('success');
    const es = fileMessage('es-MX', 'contact-form', 'textOptIn');
    expect(await records()).toMatchObject([
      {
        email: 'ana@example.com',
        purpose: 'text_messages',
        form: 'contact-form',
        text_id: 'contact-form.textOptIn',
        text_hash: es.hash,
        state: 'granted',
        method: 'form',
        language: 'es',
      },
    ]);
    expect(Date.parse((await records())[0]!.created_at)).toBeGreaterThan(Date.now() - 60_000);
    expect(await handle.db.selectFrom('consent_texts').selectAll().execute()).toMatchObject([
      { text_id: 'contact-form.textOptIn', text_hash: es.hash, language: 'es', text: es.text },
    ]);
  });

  it('records nothing for an unticked box, e-mail preferred in the sales form, or a chat message', async () => {
    await contact('no-box@example.com', undefined);
    await send(
      lead(
        salesContactLead,
        'en',
        formData({ name: 'Bo', email: 'bo@example.com', preferPhone: 'false' }),
      ),
    );
    await send(
      lead(liveChatLead, 'en', formData({ name: 'Cy', email: 'cy@example.com', message: 'Hi' })),
    );
    expect(await records()).toEqual([]);
  });

  it('records the sales form call-or-text consent when phone is chosen', async () => {
    await send(
      lead(
        salesContactLead,
        'en',
        formData({
          name: 'Bo',
          email: 'bo@example.com',
          phone: '+1 512 555 0142',
          preferPhone: 'true',
        }),
      ),
    );
    expect(await records()).toMatchObject([
      {
        purpose: 'sales_calls_and_texts',
        form: 'sales-contact',
        text_id: 'sales-contact.smsDisclaimer',
        text_hash: fileMessage('en-US', 'sales-contact', 'smsDisclaimer').hash,
        language: 'en',
      },
    ]);
  });

  it('appends, never overwrites: a second consent and a withdrawal are new records', async () => {
    const email = 'keeps@example.com';
    await send(lead(newsletterLead, 'en', formData({ email }))); // no e-mail configured: active at once
    await contact(email, 'on');
    await contact(email, 'on', 'es');
    expect(await applyReportedUnsubscribe(handle.db, { id: 'evt-9', email })).toBe('recorded');
    const all = await records();
    expect(all).toHaveLength(4);
    expect(all.map((r) => [r.purpose, r.state, r.language])).toEqual(
      expect.arrayContaining([
        ['newsletter', 'granted', 'en'],
        ['text_messages', 'granted', 'en'],
        ['text_messages', 'granted', 'es'],
        ['newsletter', 'withdrawn', 'en'],
      ]),
    );
    expect(all.find((r) => r.state === 'granted' && r.purpose === 'newsletter')).toMatchObject({
      text_hash: fileMessage('en-US', 'newsletter', 'privacyNotice').hash,
    });
  });

  it('a confirmed deletion erases the records and the suppression, keeping only counts', async () => {
    const email = 'gone@example.com';
    await send(lead(newsletterLead, 'es', formData({ email })));
    await contact(email, 'on');
    await applyReportedUnsubscribe(handle.db, { email });
    await contact('other@example.com', 'on');
    await handle.db
      .insertInto('data_deletion_requests')
      .values({
        id: '01JDELETE00000000000000001',
        email,
        reason: null,
        locale: 'en',
        status: 'pending',
        token_hash: null,
        token_expires_at: null,
        created_at: new Date().toISOString(),
        confirmed_at: null,
        completed_at: null,
      })
      .execute();
    await confirmByOperator(handle.db, '01JDELETE00000000000000001');
    await eraseRequestData(handle.db, '01JDELETE00000000000000001', { customerio: true });
    expect((await records()).map((r) => r.email)).toEqual(['other@example.com']);
    expect(await handle.db.selectFrom('newsletter_suppressions').selectAll().execute()).toEqual([]);
    const counts = await handle.db
      .selectFrom('consent_erasure_counts')
      .selectAll()
      .orderBy('purpose')
      .orderBy('state')
      .execute();
    expect(counts.map((c) => [c.purpose, c.form, c.state, Number(c.count)])).toEqual([
      ['newsletter', 'newsletter', 'granted', 1],
      ['newsletter', 'newsletter', 'withdrawn', 1],
      ['text_messages', 'contact-form', 'granted', 1],
    ]);
    expect(JSON.stringify(counts)).not.toContain('gone@');
  });
});
