import { describe, expect, it } from 'vitest';
import { contactFormLead } from '@/features/contact-form/lead';
import { dataDeletionLead } from '@/features/data-deletion/lead';
import { liveChatLead } from '@/features/live-chat/lead';
import { newsletterLead } from '@/features/newsletter/lead';
import { salesContactLead } from '@/features/sales-contact/lead';
import { FIRST_TOUCH_FIELD, LAST_TOUCH_FIELD } from '@/lib/attribution/rules';
import { RECIPIENT_DATA, type SentDatum } from '@/server/personal-data';
import { testDatabases } from '../support/databases';
import { formData, lead, submit } from '../support/forms';
import { leadTestDatabase } from '../support/lead-database';
import { LOCALE_TAGS, message, subsection } from '../support/messages';

/** Which datum each key of a Customer.io payload carries (`null`: the same for every person). */
function datumOf(path: string): SentDatum | null {
  const key = path.split('.').at(-1)!;
  if (/^(first|last)_touch_/.test(key)) return 'attribution';
  const byKey: Record<string, SentDatum | null> = {
    email: 'email',
    name: 'name',
    phone: 'phone',
    has_phone: 'phone',
    company: 'company',
    has_company: 'company',
    subject: 'subject',
    message_length: 'messageLength',
    text_opt_in: 'textMessageChoice',
    createdAt: 'date',
    last_contact_date: 'date',
    timestamp: 'date',
    form_source: null,
  };
  if (path === 'event.name' || path === 'event.id') return null;
  if (!(key in byKey)) throw new Error(`no datum declared for the payload's ${path}`);
  return byKey[key]!;
}
/** The paths of a payload's values; one left empty (`null`, `false`) sends nothing. */
const paths = (value: unknown, prefix = ''): string[] =>
  value !== null && typeof value === 'object'
    ? Object.entries(value).flatMap(([k, v]) => paths(v, prefix ? `${prefix}.${k}` : k))
    : value === null || value === false
      ? []
      : [prefix];

type Said = SentDatum | 'messageText';
/** How the notices name each datum, in each language; a form may word some its own way. */
const NAMED: Record<Said, [RegExp, RegExp]> = {
  name: [/your name/, /tu nombre/],
  email: [/email address/, /tu correo/],
  phone: [/phone number/, /tu teléfono/],
  company: [/phone number and company/, /tu teléfono y tu empresa/],
  subject: [/the subject you chose/, /el asunto que elegiste/],
  messageLength: [/your message's length/, /la extensión de tu mensaje/],
  messageText: [/\(not its text\)/, /\(no su texto\)/],
  textMessageChoice: [
    /whether the text-message box is ticked/,
    /si la casilla de mensajes de texto está marcada/,
  ],
  date: [/the date/, /la fecha/],
  attribution: [
    /how you found our site \(the campaign or ad you came from, the referring site, and the page you landed on and its language\)/,
    /cómo llegaste a nuestro sitio \(la campaña o el anuncio del que vienes, el sitio que te refirió y la página a la que llegaste, con su idioma\)/,
  ],
};
const NAMED_IN_CHAT: Partial<Record<Said, [RegExp, RegExp]>> = {
  subject: [/that your message is a support request/, /que tu mensaje es una solicitud de soporte/],
  messageLength: [/its length/, /su extensión/],
};

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

    it('the contact and chat notices say exactly what Customer.io receives, as the personal-data registry declares', async () => {
      const text = 'The text of my message, which stays with us.';
      const touch = { utm_campaign: 'spring', gclid: 'abc', referrer_host: 'example.org' };
      const touches = {
        [FIRST_TOUCH_FIELD]: JSON.stringify({ ...touch, landing_path: '/', language: 'en' }),
        [LAST_TOUCH_FIELD]: JSON.stringify({ ...touch, landing_path: '/es', language: 'es' }),
      };
      const person = { name: 'Ana', email: 'ana@example.com', message: text, ...touches };
      await submit(
        lead(
          contactFormLead,
          'en',
          formData({
            ...person,
            phone: '+1 512 555 0100',
            company: 'Ana Studio',
            subject: 'billing',
            textOptIn: 'on',
          }),
        ),
        testDb.ctx(),
      );
      await submit(lead(liveChatLead, 'en', formData(person)), testDb.ctx());
      for (const [feature, topic, named] of [
        ['contact-form', 'contact-form.customerio', NAMED],
        ['live-chat', 'live-chat.customerio', { ...NAMED, ...NAMED_IN_CHAT }],
      ] as const) {
        const item = await testDb.db
          .selectFrom('outbox')
          .select('payload')
          .where('topic', '=', topic)
          .executeTakeFirstOrThrow();
        const payload = (
          typeof item.payload === 'string' ? JSON.parse(item.payload) : item.payload
        ) as unknown;
        const declared = RECIPIENT_DATA[topic];
        // The payload carries what the registry declares, all of it, and never the text.
        const sent = new Set(
          paths(payload)
            .map(datumOf)
            .filter((d) => d !== null),
        );
        expect([...sent].sort(), topic).toEqual([...declared.sends].sort());
        expect(JSON.stringify(payload), topic).not.toContain(text);
        // The notice names each of them and says the text is not sent, in both languages.
        LOCALE_TAGS.forEach((tag, i) => {
          const notice = message(tag, feature, 'privacyNotice');
          expect(notice, tag).toContain(declared.recipient);
          for (const datum of [...declared.sends, ...declared.withheld])
            expect(notice, `${tag}/${feature}: ${datum}`).toMatch(named[datum]![i]!);
          for (const datum of Object.keys(NAMED) as Said[])
            if (![...declared.sends, ...declared.withheld].includes(datum as never))
              expect(notice, `${tag}/${feature}: not ${datum}`).not.toMatch(NAMED[datum][i]!);
          expect(notice, tag).not.toMatch(
            /these details in|estos datos en|to answer this message and|para responder este mensaje y/,
          );
        });
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
