import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { factValues } from '@/content/fact-messages';
import { facts } from '@/content/facts';
import { heroInvoiceDates } from '@/content/hero-invoice';
import { plans } from '@/content/plans';
import { leaves } from '@/i18n/check';
import { LOCALE_TAGS, namespaces, readNamespace } from '../support/messages';

/**
 * What the site says about the product in one place must be what it says everywhere else, in
 * both languages: CFDI, the reminder schedule, payment matching, security, account closure, the
 * notice at collection and the recipients the privacy policy names (which must be the code's).
 */

/** Every message of every namespace, in both languages, as [where, text]. */
const messages = LOCALE_TAGS.flatMap((tag) =>
  namespaces(tag).flatMap((ns) =>
    leaves(readNamespace(tag, ns))
      .filter((entry): entry is [string, string] => typeof entry[1] === 'string')
      .map(([key, text]) => [`${tag}/${ns}:${key}`, text] as const),
  ),
);
const message = (tag: string, ns: string, key: string): string => {
  const found = messages.find(([where]) => where === `${tag}/${ns}:${key}`);
  if (!found) throw new Error(`no message ${tag}/${ns}:${key}`);
  return found[1];
};
const text = (tag: string, ns: string) => JSON.stringify(readNamespace(tag, ns));
const offenders = (pattern: RegExp) =>
  messages
    .filter(([, m]) => pattern.test(m))
    .map(([where, m]) => `${where}: …${m.match(pattern)![0]}…`);

interface Legal {
  sections: {
    id: string;
    subsections: { heading: string; paragraphs?: string[]; items?: string[] }[];
  }[];
}
const subsection = (tag: string, ns: string, sectionId: string, heading: RegExp) => {
  const doc = readNamespace(tag, ns) as Legal;
  const sub = doc.sections
    .find((s) => s.id === sectionId)
    ?.subsections.find((s) => heading.test(s.heading));
  if (!sub) throw new Error(`${tag}/${ns}#${sectionId}: no sub-section ${heading}`);
  return [...(sub.paragraphs ?? []), ...(sub.items ?? [])].join(' ');
};

describe('CFDI: Invoxa issues CFDI through a PAC partner on the stamping plans (facts.cfdi)', () => {
  it('no text in either language says Invoxa does not issue or stamp CFDI', () => {
    expect(
      offenders(
        /Invoxa (does not|doesn['’]t|never|cannot) (issue|stamp|certify)|Invoxa no (emite|timbra)|no timbra CFDI|(invoices|facturas) (generated|que generas) (in|en) Invoxa (are|es|son) (commercial|un documento comercial|documentos comerciales)|sus facturas son documentos comerciales|when the Service offers CFDI|Cuando el Servicio ofrezca la emisión de CFDI|if you use CFDI features|si usas funciones de CFDI/i,
      ),
    ).toEqual([]);
  });

  it('the registry names the plans that stamp, and the terms state its version and stamps', () => {
    expect(facts.cfdi.value.stampingPlans).toEqual(['professional', 'enterprise']);
    for (const tag of LOCALE_TAGS) {
      const mexico = subsection(
        tag,
        'termsOfService',
        'invoices-and-tax-compliance',
        /Mexico|México/,
      );
      expect(mexico).toContain('{cfdiVersion}');
      expect(mexico).toContain('{cfdiIncludedStamps}');
      expect(message(tag, 'common', 'cfdi.statement')).toContain('{cfdiIncludedStamps}');
      // The Professional plan's card says it too.
      expect(text(tag, 'pages')).toMatch(/CFDI \{cfdiVersion\}[^"]*\{cfdiIncludedStamps\}/);
    }
  });

  it('the privacy policy names the PAC as a recipient of the data needed to stamp', () => {
    for (const tag of LOCALE_TAGS) {
      const recipients = subsection(
        tag,
        'privacyPolicy',
        'sharing-and-transfers',
        /^(Service providers|Proveedores de servicios)$/,
      );
      expect(recipients).toMatch(/\(PAC\)[^.]*(stamps|timbra)[^.]*RFC/);
    }
  });

  it('the Spanish home page does not sell Invoxa as a mere invoice generator', () => {
    expect(message('es-MX', 'pages', 'home.meta.title')).not.toMatch(/generador de facturas/i);
    expect(message('es-MX', 'pages', 'home.meta.description')).toContain('CFDI {cfdiVersion}');
  });
});

describe('one reminder schedule, the registry’s (facts.reminderSchedule)', () => {
  it('no text offers a schedule per client or of the user’s choosing', () => {
    expect(
      offenders(
        /(reminder schedule|reminders?)[^.]{0,40}(per client|you choose)|calendario[^.]{0,40}(por cliente|que tú eliges)/i,
      ),
    ).toEqual([]);
  });

  it('the hero preview shows the registry’s first reminders on dates that match them', () => {
    const schedule = facts.reminderSchedule.value;
    const day = (iso: string) => Date.parse(`${iso}T00:00:00Z`) / 86_400_000;
    for (const tag of LOCALE_TAGS) {
      const timeline = (
        readNamespace(tag, 'pages') as {
          home: { hero: { preview: { timeline: Record<string, string>[] } } };
        }
      ).home.hero.preview.timeline;
      const [, , before, , after] = timeline;
      expect(before!.detail).toContain('{reminderDaysBefore}');
      expect(after!.detail).toContain('{reminderFirstOverdue}');
      // The dates come from the calendar (src/content/hero-invoice.ts), never from the messages.
      for (const row of timeline) expect(Object.keys(row).sort(), tag).toEqual(['detail', 'title']);
    }
    const dates = heroInvoiceDates('2026-03-01');
    expect(day(dates.due) - day(dates.timeline[2]), 'before').toBe(schedule.before);
    expect(day(dates.timeline[4]) - day(dates.due), 'after').toBe(schedule.after[0]);
  });
});

describe('payments: a card payment marks the invoice paid, a bank transfer the user confirms', () => {
  it('no text says bank transfers are matched automatically', () => {
    expect(
      offenders(
        /payments are matched[^.]{0,40}automatically|pagos se concilian[^.]{0,60}en automático/i,
      ),
    ).toEqual([]);
  });

  it('the terms and the home page say the same', () => {
    for (const tag of LOCALE_TAGS) {
      const terms = subsection(tag, 'termsOfService', 'payments-and-payouts', /Payouts|Depósitos/);
      const home = message(tag, 'pages', 'home.steps.items.2.text');
      for (const said of [terms, home]) {
        expect(said).toMatch(/card payment|pago con tarjeta/i);
        expect(said).toMatch(/(as|como) (paid|pagada)/);
        expect(said).toMatch(/bank transfer|transferencia/i);
      }
    }
  });
});

describe('security: specific statements from the registry (facts.security)', () => {
  it('no text claims "bank-level" security or certifications of our partners', () => {
    expect(
      offenders(
        /bank-level|nivel bancario|PCI DSS certified|certificad[oa]s? (en |conforme al? )?(el estándar )?PCI|certified under the Payment Card/i,
      ),
    ).toEqual([]);
  });

  it('two-factor sign-in exists as an option, nowhere "when we offer it"', () => {
    expect(facts.security.value.twoFactor).toBe('optional');
    expect(offenders(/when we offer it|cuando la ofrezcamos/i)).toEqual([]);
  });

  it('the home page, the contact FAQ and the privacy policy state the registry’s measures', async () => {
    for (const tag of LOCALE_TAGS) {
      for (const said of [
        message(tag, 'pages', 'home.features.items.4.text'),
        message(tag, 'pages', 'contact.faq.items.4.a'),
        subsection(tag, 'privacyPolicy', 'security', /protect|protegemos/),
      ]) {
        expect(said).toContain('{tlsMinVersion}');
        expect(said).toContain('{encryptionAtRest}');
      }
    }
    expect((await factValues('en')).tlsMinVersion).toBe('TLS 1.2');
  });
});

describe('account closure: one export window (facts.accountExportWindowDays)', () => {
  it('the terms and the privacy policy give the same window', () => {
    for (const tag of LOCALE_TAGS) {
      expect(subsection(tag, 'termsOfService', 'customer-content', /Export|Exportación/)).toContain(
        '{accountExportWindow}',
      );
      expect(subsection(tag, 'privacyPolicy', 'data-retention', /decide|definimos/)).toContain(
        '{accountExportWindow}',
      );
    }
    expect(offenders(/for export for \d+ days|exportación durante \d+ días/i)).toEqual([]);
  });
});

describe('the Enterprise plan’s "Contact us" reaches sales', () => {
  it('goes to the sales contact, not the sign-up page', () => {
    expect(plans.find((p) => p.id === 'enterprise')!.cta).toBe('sales');
    const page = readFileSync(path.resolve('app/[locale]/pricing/page.tsx'), 'utf8');
    expect(page).toContain("'/contact')}#sales");
    expect(readFileSync(path.resolve('app/[locale]/contact/page.tsx'), 'utf8')).toContain(
      'id="sales"',
    );
  });
});

/**
 * The outbox topics each feature queues, `<feature>.<channel>`, read from the code that queues them:
 * each lead feature's lead.ts (a feature that sends nothing, like the invoice generator, has
 * none), and the newsletter's subscriptions (src/features/newsletter/subscriptions.ts).
 */
const topicSources = [
  ...readdirSync(path.resolve('src/features'))
    .map((feature) => path.resolve('src/features', feature, 'lead.ts'))
    .filter((file) => existsSync(file)),
  path.resolve('src/features/newsletter/subscriptions.ts'),
];
const topics = topicSources.flatMap((file) => {
  const source = readFileSync(file, 'utf8');
  return [
    ...source.matchAll(/'([a-z-]+)\.(customerio|sales-email|webhook|person-email|erase)'/g),
  ].map((m) => ({ feature: m[1]!, channel: m[2]! }));
});
const channelsOf = (feature: string) =>
  topics.filter((t) => t.feature === feature).map((t) => t.channel);

describe('the notice at collection and the privacy policy say what the code does', () => {
  it('reads the topics it checks from the features', () => {
    expect(channelsOf('contact-form')).toEqual(['customerio']);
    expect(channelsOf('sales-contact').sort()).toEqual(['sales-email', 'webhook']);
    expect(channelsOf('newsletter')).toContain('customerio');
  });

  it('every form that sends to Customer.io names it in its notice and says it is not the newsletter', () => {
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

  it('the policy names each recipient the code delivers to, and only e-mails the team what the code does', () => {
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
      if (topics.some((t) => t.channel === 'webhook'))
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

  it('the data-deletion record is described with the fields it stores (reason, language)', () => {
    const migrationsDir = path.resolve('src/server/db');
    const schema = readdirSync(migrationsDir, { recursive: true })
      .filter((f) => String(f).endsWith('.ts'))
      .map((f) => readFileSync(path.join(migrationsDir, String(f)), 'utf8'))
      .join('\n');
    expect(schema).toMatch(/reason/);
    expect(schema).toMatch(/locale/);
    for (const tag of LOCALE_TAGS) {
      const kept = subsection(tag, 'privacyPolicy', 'data-deletion', /keep|conservamos/);
      const collected = subsection(tag, 'privacyPolicy', 'data-we-collect', /website|sitio web/);
      for (const said of [kept, collected, message(tag, 'data-deletion', 'privacyNotice')]) {
        expect(said).toMatch(/reason|motivo/);
        expect(said).toMatch(/language|idioma/);
      }
    }
  });

  it('the newsletter’s frequency is the same wherever it is stated', () => {
    expect(message('en-US', 'newsletter', 'title')).toMatch(/a week/);
    expect(message('es-MX', 'newsletter', 'title')).toMatch(/cada semana/);
    expect(subsection('en-US', 'privacyPolicy', 'marketing-communications', /Newsletter/)).toMatch(
      /newsletter, we send it to you once a week/,
    );
    expect(subsection('es-MX', 'privacyPolicy', 'marketing-communications', /Boletín/)).toMatch(
      /boletín, te lo enviamos una vez por semana/,
    );
    expect(
      offenders(/(newsletter|boletín)[^.]{0,80}(occasional|de vez en cuando|monthly|mensual)/i),
    ).toEqual([]);
  });

  it('the legal texts name only request channels that work before launch (web form, e-mail)', () => {
    for (const ns of ['privacyPolicy', 'termsOfService'])
      for (const tag of LOCALE_TAGS)
        expect(text(tag, ns), `${tag}/${ns}`).not.toMatch(
          /phone number (below|shown below)|[Cc]all us at|"By phone|teléfono (que aparece abajo|indicado)|[Ll]lámanos|"Por teléfono/,
        );
  });
});

describe('Spanish wording', () => {
  it('says "compartir" for the CCPA’s sharing, "el enlace", "a más tardar" for the REP deadline', () => {
    expect(text('es-MX', 'privacyPolicy')).not.toMatch(/intercambio de datos/);
    expect(offenders(/\bla enlace\b/)).toEqual([]);
    expect(offenders(/complemento[^.]{0,60}antes del (día )?5\b|antes del 5 de abril/)).toEqual([]);
  });

  it('gives one range of card fees in Mexico, the registry’s', () => {
    const spanish = messages.filter(([where]) => where.startsWith('es-MX/'));
    const literalRanges = spanish
      .filter(([, m]) => /(entre|de) \d+(\.\d+)? ?%? (y|a) \d+(\.\d+)? ?% más IVA/.test(m))
      .map(([where]) => where);
    expect(literalRanges).toEqual([]);
    const ranged = spanish.filter(([, m]) => m.includes('{mxCardFeeLow}'));
    expect(ranged.length).toBeGreaterThanOrEqual(3);
    for (const [, m] of ranged) expect(m).toContain('{mxCardFeeHigh}');
  });
});
