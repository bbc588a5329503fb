import { describe, expect, it } from 'vitest';
import { facts } from '@/content/facts';
import { factValues } from '@/content/fact-messages';
import { leaves } from '@/i18n/check';
import { LOCALE_TAGS, message, namespaces, readNamespace, subsection } from '../support/messages';

/**
 * Statements made in several places that must say one thing, in both languages (issue 40, third
 * pass): who issues a CFDI, what the home page's figures compare, the receipt a Mexican customer may
 * ask for, the 1099-K thresholds, and what the free generator makes. See
 * docs/decisions/product-statements.md.
 */

/** Every message of every namespace, in both languages, as [where, text]. */
const messages = LOCALE_TAGS.flatMap((tag) =>
  namespaces(tag).flatMap((ns) =>
    leaves(readNamespace(tag, ns))
      .filter((entry): entry is [string, string] => typeof entry[1] === 'string')
      .map(([key, text]) => [`${tag}/${ns}:${key}`, text] as const),
  ),
);
const offenders = (pattern: RegExp, pending: readonly string[] = []) => {
  const found = messages
    .filter(([, m]) => pattern.test(m))
    .map(([where, m]) => `${where}: …${m.match(pattern)![0]}…`);
  // A message another change owns is listed as pending: it must still be found, so the entry goes
  // once that change fixes it.
  for (const where of pending)
    expect(
      found.some((f) => f.startsWith(`${where}:`)),
      `${where} is fixed: remove it from the pending list`,
    ).toBe(true);
  return found.filter((f) => !pending.some((where) => f.startsWith(`${where}:`)));
};

describe('CFDI: the customer issues it through Invoxa, with their own CSD, via an authorized PAC', () => {
  it('no text says Invoxa, rather than the customer, issues the CFDI', () => {
    expect(
      offenders(
        /Invoxa (issues|will issue|emite)\b[^.]{0,40}CFDI|we issue (the |your )?CFDI|issues? CFDI[^.]{0,30} for you|(nosotros )?emitimos (el|tus|los) CFDI|emite por ti/i,
      ),
    ).toEqual([]);
  });

  it('the plan statement and the terms say it in the same words', () => {
    const said = {
      'en-US': [
        /you issue CFDI \{cfdiVersion\}[^.:]* through Invoxa/,
        /your own Certificado de Sello Digital \(CSD\)/,
      ],
      'es-MX': [
        /emites tus (facturas electrónicas )?CFDI \{cfdiVersion\} a través de Invoxa/,
        /tu propio Certificado de Sello Digital \(CSD\)/,
      ],
    } as const;
    for (const tag of LOCALE_TAGS) {
      const terms = subsection(
        tag,
        'termsOfService',
        'invoices-and-tax-compliance',
        /Mexico|México/,
      );
      for (const text of [message(tag, 'common', 'cfdi.statement'), terms])
        for (const pattern of said[tag]) expect(text, tag).toMatch(pattern);
      expect(terms, tag).toMatch(/PAC[^.]*(which stamps it|que lo timbra)/);
    }
  });
});

describe('the home page figures: what a survey compared, no cause and no feature we lack', () => {
  const stats = (tag: string) =>
    (
      readNamespace(tag, 'pages') as {
        home: { stats: { heading: string; items: { label: string; source: string }[] } };
      }
    ).home.stats;

  it('the heading reports what was found, not what automation changed or caused', () => {
    for (const tag of LOCALE_TAGS)
      expect(stats(tag).heading, tag).not.toMatch(
        /chang|cambi|caus|thanks to|gracias a|helped|ayud|made|logr|boost|impuls|result/i,
      );
  });

  it('each figure compares groups of firms, never "instead of" as if one became the other', () => {
    for (const tag of LOCALE_TAGS)
      for (const { label } of stats(tag).items)
        expect(label, tag).not.toMatch(/instead of|en lugar de|en vez de/);
  });

  it('no figure is about collecting by automatic bank debit, which Invoxa does not offer', () => {
    for (const tag of LOCALE_TAGS)
      expect(JSON.stringify(stats(tag)), tag).not.toMatch(
        /bank debit|direct debit|domiciliación|GoCardless/i,
      );
  });
});

describe('Form 1099-K: the thresholds are for payment apps and marketplaces (facts.form1099KThreshold)', () => {
  it('the registry holds the statutory thresholds of third-party settlement organizations', async () => {
    expect(facts.form1099KThreshold.value).toEqual({ amount: 20000, transactions: 200 });
    expect(facts.form1099KThreshold.source).toMatch(/^https:\/\/www\.irs\.gov\//);
    const en = await factValues('en');
    expect([en.form1099KThreshold, en.form1099KTransactions]).toEqual(['$20,000', '200']);
  });

  it('the glossary gives the threshold to payment apps and marketplaces, and every card payment to card processors', () => {
    const entry = messages.find(
      ([where, m]) => where.startsWith('en-US/financialTerms:') && m.startsWith('Form 1099-K:'),
    )![1];
    expect(entry).toMatch(/Card processors report every card payment, whatever the amount/);
    expect(entry).toMatch(
      /payment apps and marketplaces \(third-party settlement organizations\)[^.]*more than \{form1099KThreshold\} in more than \{form1099KTransactions\} transactions/,
    );
  });

  it('no text in either language gives card processors and payment apps one threshold', () => {
    const said = messages.filter(([, m]) => /1099-K/.test(m));
    expect(said.length).toBeGreaterThan(0);
    for (const [where, m] of said) {
      // Any threshold stated beside the form is the registry's, and names whom it applies to.
      if (/threshold|umbral|\{form1099K/.test(m))
        expect(m, where).toMatch(
          /\{nec1099Threshold\}|\{form1099KThreshold\}[^.]*\{form1099KTransactions\}/,
        );
      expect(m, where).not.toMatch(
        /card processors and payment apps once|procesadores de pago y (las )?apps de pago (una vez|al superar)/i,
      );
    }
  });
});

describe('digital-services IVA: a customer in Mexico may ask for a receipt with the IVA shown separately', () => {
  const receipt = {
    'en-US':
      /receipt of each payment with the IVA shown separately \(Ley del (IVA|Impuesto al Valor Agregado), art\. 18-D, frac\. V\)/,
    'es-MX':
      /comprobante de cada pago con el IVA desglosado \(Ley del (IVA|Impuesto al Valor Agregado), art\. 18-D, fracc\. V\)/,
  } as const;

  it('the terms say it where they state the taxes on our fees', () => {
    for (const tag of LOCALE_TAGS) {
      const taxes = subsection(tag, 'termsOfService', 'fees-and-billing', /Taxes|Impuestos/);
      expect(taxes, tag).toMatch(receipt[tag]);
      expect(taxes, tag).toMatch(/ask us|pedirnos/);
    }
  });

  it('the pricing note of the Professional plan says it', async () => {
    for (const [tag, locale] of [
      ['en-US', 'en'],
      ['es-MX', 'es'],
    ] as const)
      expect((await factValues(locale)).professionalPriceTaxNote, tag).toMatch(receipt[tag]);
  });
});

describe('the free generator makes a nota de cobro, not a factura', () => {
  const spanish = messages.filter(([where]) => where.startsWith('es-MX/'));

  it('no Spanish text calls it a generator of facturas', () => {
    expect(
      spanish
        .filter(([, m]) =>
          /generador (gratuito )?de facturas (gratis|gratuito)|generador gratuito de facturas/i.test(
            m,
          ),
        )
        .map(([where]) => where),
    ).toEqual([]);
  });

  it('the footer link and the privacy policy name it a nota de cobro that is not a CFDI', () => {
    const link = message('es-MX', 'common', 'footer.invoiceGenerator');
    expect(link).toMatch(/notas? de cobro/i);
    expect(link).toMatch(/no (es|son) CFDI/);
    const said = spanish.filter(([, m]) => /generador gratuito de notas de cobro/i.test(m));
    expect(said.length).toBeGreaterThanOrEqual(3);
    for (const [where, m] of said) expect(m, where).toMatch(/no son CFDI/);
    // What a search result or a link shows of the generator's page says what it makes.
    for (const key of ['meta.title', 'meta.description', 'home.link', 'article.link']) {
      const text = message('es-MX', 'invoice-generator', key);
      expect(text, key).toMatch(/notas? de cobro/i);
      expect(text, key).not.toMatch(/\bfacturas?\b/i);
    }
    for (const key of ['meta.title', 'meta.description'])
      expect(message('es-MX', 'invoice-generator', key), key).toMatch(/no es (un )?CFDI/);
    // English names what it is: an invoice, which in the United States needs no qualifier.
    expect(message('en-US', 'common', 'footer.invoiceGenerator')).toBe('Free invoice generator');
  });
});

describe('the answer time is the registry’s (facts.responseBusinessDays)', () => {
  it('no form writes it out: each names {responseTime}', () => {
    expect(
      offenders(
        /(get back to you|contact you|answer|respond|responderemos|respondemos|te contactará|comunicará contigo)[^.]{0,30}\b(one|two|\d+) business days?|(responderemos|respondemos|te contactará|comunicará contigo)[^.]{0,30}\b(un|dos|\d+) días? hábil(es)?/i,
      ),
    ).toEqual([]);
    for (const tag of LOCALE_TAGS) {
      expect(message(tag, 'contact-form', 'success')).toContain('{responseTime}');
      expect(message(tag, 'sales-contact', 'successText')).toContain('{responseTime}');
      expect(message(tag, 'sales-contact', 'subtitle')).toContain('{responseTime}');
    }
  });
});

describe('statutory figures the articles wrote out are facts with their sources', () => {
  it('no article writes them literally', () => {
    expect(
      offenders(
        /proporción reducida \(\d|\b(10|30) ?% anual|hasta el \d+ ?% de tus ingresos|llega hasta \d+ ?%|lentes[^.]*\d,\d{3} pesos|interés legal de \d+ ?%|laptop de \d|up to \$\d[\d,]* of expenses|owe \$\d[\d,]* or more/i,
      ),
    ).toEqual([]);
  });

  it('states them from the registry, in both languages’ formats', async () => {
    expect(facts.mxIsrDeductionRules.source).toMatch(/LISR\.pdf$/);
    expect(facts.mxCommercialLegalInterest.source).toMatch(/CCom\.pdf$/);
    const es = await factValues('es');
    const en = await factValues('en');
    expect(
      [es.mxRestaurantDeductible, es.mxFurnitureRate, es.mxComputerRate, es.mxIsrTopRate].map((v) =>
        v!.replace(/\s/g, ''),
      ),
    ).toEqual(['8.5%', '10%', '30%', '35%']);
    expect(es.mxOpticalLensesCap).toBe('2,500 pesos');
    expect(es.mxLegalInterestRate!.replace(/\s/g, '')).toBe('6%');
    // The laptop: 30 % a year of 30,000 pesos, and its 16 % IVA.
    expect([es.laptopExampleCost, es.laptopExampleAnnual, es.laptopExampleIva]).toEqual([
      '30,000 pesos',
      '9,000 pesos',
      '4,800 pesos',
    ]);
    expect([en.startupCostsDeduction, en.estimatedTaxMinimum]).toEqual(['$5,000', '$1,000']);
  });
});
