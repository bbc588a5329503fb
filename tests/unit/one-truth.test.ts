import { describe, expect, it } from 'vitest';
import { factValues } from '@/content/fact-messages';
import { facts, launchPlaceholders } from '@/content/facts';
import { heroInvoiceDates } from '@/content/hero-invoice';
import { plans } from '@/content/plans';
import { leaves } from '@/i18n/check';
import {
  LOCALE_TAGS,
  type Legal,
  message,
  namespaces,
  readNamespace,
  subsection,
} from '../support/messages';

/**
 * What the site says about the product in one place must be what it says everywhere else, in
 * both languages: CFDI, the reminder schedule, payment matching, security, account closure. The
 * notices at collection and the recipients the privacy policy names are checked against what the
 * forms queue in the database: tests/integration/privacy-notices.test.ts.
 */

/** Every message of every namespace, in both languages, as [where, text]. */
const messages = LOCALE_TAGS.flatMap((tag) =>
  namespaces(tag).flatMap((ns) =>
    leaves(readNamespace(tag, ns))
      .filter((entry): entry is [string, string] => typeof entry[1] === 'string')
      .map(([key, text]) => [`${tag}/${ns}:${key}`, text] as const),
  ),
);
const text = (tag: string, ns: string) => JSON.stringify(readNamespace(tag, ns));
const offenders = (pattern: RegExp) =>
  messages
    .filter(([, m]) => pattern.test(m))
    .map(([where, m]) => `${where}: …${m.match(pattern)![0]}…`);

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

  it('a CFDI is required for every income, not only when a client wants to deduct (facts.cfdiRequired)', () => {
    expect(facts.cfdiRequired.value).toEqual({
      foreignRfc: 'XEXX010101000',
      publicRfc: 'XAXX010101000',
    });
    for (const tag of LOCALE_TAGS) {
      const mexico = subsection(
        tag,
        'termsOfService',
        'invoices-and-tax-compliance',
        /Mexico|México/,
      );
      for (const said of [message(tag, 'common', 'cfdi.statement'), mexico]) {
        expect(said).toMatch(/every income|cada ingreso/);
        expect(said).toContain('{cfdiForeignRfc}');
        expect(said).toContain('{cfdiPublicRfc}');
        expect(said).toMatch(/art\. 29\b.*art\. 110, fracc?\. III.*art\. 113-G/);
        expect(said).toMatch(/credit the IVA|acreditar el IVA/);
      }
    }
    // Wherever a text says a document is not a CFDI (or not a factura) and cannot be deducted, it
    // also says the CFDI is owed for every income.
    const deductOnly = messages
      .filter(([, m]) => /deduct|deduci/i.test(m))
      .filter(([, m]) => /not (a )?CFDI|no (es|son) (un )?(CFDI|factura)/i.test(m))
      .filter(([, m]) => !/every income|cada ingreso/.test(m))
      .map(([where]) => where);
    expect(deductOnly).toEqual([]);
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

  it('the hero preview offers no reminder of the user’s own, only the one schedule', () => {
    for (const tag of LOCALE_TAGS) {
      const preview = JSON.stringify(
        (readNamespace(tag, 'pages') as { home: { hero: { preview: unknown } } }).home.hero.preview,
      );
      expect(preview, tag).not.toMatch(/Add reminder|Agregar recordatorio/i);
      expect(message(tag, 'pages', 'home.hero.preview.scheduleNote')).toMatch(
        /One schedule|Un solo calendario/,
      );
    }
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

  it('the measures are company claims, on the launch checklist until confirmed', () => {
    expect(launchPlaceholders().find((p) => p.key === 'security')?.value).toEqual(
      facts.security.value,
    );
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
    // Deleted when the window ends, not "within a reasonable period" after it.
    expect(
      offenders(
        /delete or anonymize it within a reasonable period|anonimizaremos en un plazo razonable/i,
      ),
    ).toEqual([]);
  });
});

describe('the Enterprise plan’s "Contact us" reaches sales', () => {
  it('goes to the sales contact, not the sign-up page', () => {
    // The registry says so; tests/e2e/home.spec.ts follows the link by keyboard in both languages
    // and opens the sales dialog from where it lands.
    expect(plans.find((p) => p.id === 'enterprise')!.cta).toBe('sales');
  });
});

describe('the data-deletion page and the newsletter notice name every recipient', () => {
  it('the data-deletion page names every recipient the completion e-mail and the policy name', () => {
    for (const tag of LOCALE_TAGS) {
      const page = message(tag, 'pages', 'dataDeletion.warnings.1');
      const services = Object.values(
        (readNamespace(tag, 'data-deletion') as { doneMail: { services: Record<string, string> } })
          .doneMail.services,
      );
      // The recipients the deletion reaches (src/server/outbox erasure), one line each in the e-mail.
      expect(services).toHaveLength(3);
      expect(page, tag).toMatch(/Customer\.io/);
      expect(page, tag).toMatch(/\(CRM\)/);
      expect(page, tag).toMatch(/sales team's inbox|buzón de nuestro equipo de ventas/);
    }
  });

  it('the newsletter notice says where the visitor came from is stored and sent with the address', () => {
    for (const tag of LOCALE_TAGS) {
      const notice = message(tag, 'newsletter', 'privacyNotice');
      expect(notice, tag).toMatch(/where you came to our site from|el origen de tu visita/);
      expect(notice, tag).toMatch(/campaign|campaña/);
      expect(notice, tag).not.toMatch(/\bonly to send|solo para enviarte/);
    }
  });
});

describe('the privacy policy and the legal texts', () => {
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
    // A hash is not encryption; a calque; English left in a Spanish sentence.
    expect(
      offenders(/cifrad[ao] mediante una función hash|Pueden aplicar cargos|carácter de business/),
    ).toEqual([]);
    const usHeading = (readNamespace('es-MX', 'termsOfService') as Legal).sections.flatMap((s) =>
      s.subsections.map((sub) => sub.heading),
    );
    expect(usHeading).toContain('Si operas en Estados Unidos');
    expect(usHeading).not.toContain('Clientes en Estados Unidos');
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
