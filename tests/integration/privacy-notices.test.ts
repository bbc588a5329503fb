import { describe, expect, it } from 'vitest';
import { contactFormLead } from '@/features/contact-form/lead';
import { dataDeletionLead } from '@/features/data-deletion/lead';
import { liveChatLead } from '@/features/live-chat/lead';
import { newsletterLead } from '@/features/newsletter/lead';
import { salesContactLead } from '@/features/sales-contact/lead';
import { testDatabases } from '../support/databases';
import { formData, lead, submit } from '../support/forms';
import { leadTestDatabase } from '../support/lead-database';
import { LOCALE_TAGS, message, subsection } from '../support/messages';

// The notice at collection of each form and the recipients the privacy policy names say what the
// forms do: the outbox topics (`<feature>.<channel>`) checked here are those a submission of each
// form queues in the database, with every integration configured.

describe.each(testDatabases())(
  'privacy notices against what the forms queue, on $name',
  (database) => {
    const testDb = leadTestDatabase(database);

    /** The channels each feature's submission queued, read from the outbox. */
    async function queuedChannels() {
      const email = 'notice@example.com';
      const person = { name: 'Ana', email };
      await submit(lead(newsletterLead, 'en', formData({ email })), testDb.ctx());
      await submit(
        lead(contactFormLead, 'en', formData({ ...person, subject: 'general', message: 'Hi' })),
        testDb.ctx(),
      );
      await submit(
        lead(liveChatLead, 'en', formData({ ...person, message: 'Hello?' })),
        testDb.ctx(),
      );
      await submit(
        lead(salesContactLead, 'en', formData({ ...person, preferPhone: 'false' })),
        testDb.ctx(),
      );
      const items = await testDb.db.selectFrom('outbox').select('topic').execute();
      return (feature: string) =>
        items
          .filter((i) => i.topic.startsWith(`${feature}.`))
          .map((i) => i.topic.slice(feature.length + 1))
          .sort();
    }

    it('reads the channels from the outbox', async () => {
      const channelsOf = await queuedChannels();
      expect(channelsOf('contact-form')).toEqual(['customerio']);
      expect(channelsOf('live-chat')).toEqual(['customerio']);
      expect(channelsOf('sales-contact')).toEqual(['sales-email', 'webhook']);
      expect(channelsOf('newsletter')).toEqual(['customerio']);
    });

    it('every form that sends to Customer.io names it in its notice and says it is not the newsletter', async () => {
      const channelsOf = await queuedChannels();
      for (const feature of ['contact-form', 'live-chat', 'newsletter', 'sales-contact']) {
        for (const tag of LOCALE_TAGS) {
          const notice = message(tag, feature, 'privacyNotice');
          expect(notice.includes('Customer.io'), `${tag}/${feature}`).toBe(
            channelsOf(feature).includes('customerio'),
          );
          expect(notice, `${tag}/${feature}`).not.toMatch(/only to answer|solo para responder/i);
          if (feature !== 'newsletter')
            expect(notice, `${tag}/${feature}`).toMatch(
              /not add you to our newsletter|no te suscribe a nuestro boletín/,
            );
          if (channelsOf(feature).includes('customerio'))
            expect(notice, `${tag}/${feature}`).toMatch(/follow up|seguimiento|newsletter|boletín/);
          if (channelsOf(feature).includes('sales-email'))
            expect(notice, `${tag}/${feature}`).toMatch(/sales team|equipo de ventas/);
        }
      }
    });

    it('the policy names each recipient the code delivers to, and only e-mails the team what the code does', async () => {
      const channelsOf = await queuedChannels();
      for (const tag of LOCALE_TAGS) {
        const providers = subsection(
          tag,
          'privacyPolicy',
          'sharing-and-transfers',
          /^(Service providers|Proveedores de servicios)$/,
        );
        // Customer.io receives the newsletter, contact and chat forms: the policy lists exactly those.
        const cio = providers.split(/(?<=\.) /).find((s) => s.includes('Customer.io'))!;
        for (const feature of ['newsletter', 'contact-form', 'live-chat', 'sales-contact']) {
          const word = {
            newsletter: /newsletter|boletín/,
            'contact-form': /contact|contacto/,
            'live-chat': /live-chat|chat/,
            'sales-contact': /sales|ventas|comercial/,
          }[feature]!;
          expect(word.test(cio), `${tag}: Customer.io and ${feature}`).toBe(
            channelsOf(feature).includes('customerio'),
          );
        }
        // The sales webhook is the CRM; the policy names it with the sales requests.
        if (
          ['newsletter', 'contact-form', 'live-chat', 'sales-contact'].some((f) =>
            channelsOf(f).includes('webhook'),
          )
        )
          expect(providers).toMatch(
            /(customer-relationship|CRM)[^.]*(sales-contact|contacto comercial)/,
          );
        // Only features with a `sales-email` topic are e-mailed to the team.
        const notified = subsection(tag, 'privacyPolicy', 'sharing-and-transfers', /sell|vendemos/);
        const sentence =
          /(email notification|aviso por correo) when you send ([^.]+)|(aviso por correo) cuando envías ([^.]+)/.exec(
            notified,
          )!;
        const what = sentence[2] ?? sentence[4]!;
        expect(channelsOf('contact-form')).not.toContain('sales-email');
        expect(what, tag).not.toMatch(/\bcontact or\b|de contacto o/);
        expect(what, tag).toMatch(/sales|comercial/);
      }
    });

    it('the data-deletion record is described with the fields it stores (reason, language)', async () => {
      await submit(
        lead(
          dataDeletionLead,
          'es',
          formData({
            email: 'gone@example.com',
            confirmEmail: 'gone@example.com',
            reason: 'privacy-concerns',
            confirm: 'on',
          }),
        ),
        testDb.ctx(),
      );
      expect(
        await testDb.db
          .selectFrom('data_deletion_requests')
          .select(['reason', 'locale'])
          .executeTakeFirstOrThrow(),
      ).toEqual({ reason: 'privacy-concerns', locale: 'es' });
      for (const tag of LOCALE_TAGS) {
        const kept = subsection(tag, 'privacyPolicy', 'data-deletion', /keep|conservamos/);
        const collected = subsection(tag, 'privacyPolicy', 'data-we-collect', /website|sitio web/);
        for (const said of [kept, collected, message(tag, 'data-deletion', 'privacyNotice')]) {
          expect(said).toMatch(/reason|motivo/);
          expect(said).toMatch(/language|idioma/);
        }
      }
    });
  },
);
