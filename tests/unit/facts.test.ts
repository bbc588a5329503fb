import { describe, expect, it } from 'vitest';
import {
  facts,
  homeStatSources,
  latestPeriod,
  launchPlaceholders,
  type Fact,
  type FactKey,
} from '@/content/facts';
import { factValues, formatFacts } from '@/content/fact-messages';
import { plans } from '@/content/plans';
import { leaves } from '@/i18n/check';
import type { MessageTree } from '@/i18n/messages';
import type { Locale } from '@/i18n/routing';
import { LOCALE_TAGS, namespaces, readNamespace } from '../support/messages';

/** The day the registry was last reviewed; the checks below also run against the real date. */
const REVIEWED_ON = '2026-11-23';
const today = () => new Date().toISOString().slice(0, 10);
const addDays = (iso: string, n: number) => {
  const d = new Date(`${iso}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
};
const TAGS = { en: 'en-US', es: 'es-MX' } as const;
const sentences = (locale: Locale) => readNamespace(TAGS[locale], 'facts') as MessageTree;
/** The facts as a page rendered on `day` shows them. */
const factsOn = (locale: Locale, day: string) => formatFacts(locale, sentences(locale), day);

/**
 * Every message of every namespace that names facts, in both languages, as [where, text]. Not the
 * `facts` namespace: its messages are the words the facts are written with, fed by the registry.
 */
const messages = LOCALE_TAGS.flatMap((tag) =>
  namespaces(tag)
    .filter((ns) => ns !== 'facts')
    .flatMap((ns) =>
      leaves(readNamespace(tag, ns))
        .filter((entry): entry is [string, string] => typeof entry[1] === 'string')
        .map(([key, text]) => [`${tag}/${ns}:${key}`, text] as const),
    ),
);
const text = (tag: string, ns: string) => JSON.stringify(readNamespace(tag, ns));

describe('facts registry', () => {
  it('has no fact ending within 30 days with neither a successor nor a qualifier', () => {
    for (const day of [REVIEWED_ON, today()]) {
      const ending = (Object.keys(facts) as FactKey[]).filter((key) => {
        const until = latestPeriod(key).validUntil;
        return until !== null && until <= addDays(day, 30);
      });
      for (const key of ending)
        for (const locale of ['en', 'es'] as const) {
          // The day after its last known period, the page must say which period the figure is of.
          const after = addDays(latestPeriod(key).validUntil!, 1);
          expect(factsOn(locale, after).qualified, `${key} on ${after} (${locale})`).toContain(key);
        }
    }
  });

  it("shows a figure whose period ended as that period's, until its successor is published", () => {
    expect(factsOn('en', '2026-12-31').values.nec1099Threshold).toBe('$2,000');
    // The qualifier stays true once the authority publishes the next figure (the SSA in October,
    // the IRS in October and November), before the registry has it: it never says "not published".
    expect(factsOn('en', '2027-01-01').values.nec1099Threshold).toBe(
      '$2,000 (the 2026 figure; check irs.gov for 2027)',
    );
    expect(factsOn('es', '2027-02-01').values.umaAnnual).toBe(
      '42,795 pesos (cifra de 2026; consulta la de 2027 en inegi.org.mx)',
    );
    for (const locale of ['en', 'es'] as const)
      expect((sentences(locale) as { stale: string }).stale).not.toMatch(
        /not published|no se (ha )?publica/,
      );
    expect(factsOn('es', '2027-01-31').qualified).not.toContain('umaAnnual');
  });

  it('gives every fact a period and a source', () => {
    for (const [key, fact] of Object.entries(facts)) {
      expect(fact.validFrom, key).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      if (fact.validUntil !== null) expect(fact.validUntil >= fact.validFrom, key).toBe(true);
      expect(fact.source, key).toMatch(/^(https:\/\/|\/)/);
    }
  });

  it('formats every argument in both languages', async () => {
    const en = await factValues('en', REVIEWED_ON);
    const es = await factValues('es', REVIEWED_ON);
    expect(Object.keys(es).sort()).toEqual(Object.keys(en).sort());
    for (const v of [...Object.values(en), ...Object.values(es)]) expect(v.trim()).not.toBe('');
    expect(en.cardFeeExampleAmount).toBe('$58.30');
    expect(en.phone).toMatch(/^\+1 /);
    expect(es.phone).toMatch(/^\+52 55 /);
  });

  it('writes its sentences and units from the facts messages, in each language', () => {
    const en = factsOn('en', REVIEWED_ON).values;
    const es = factsOn('es', REVIEWED_ON).values;
    expect(en.supportHours).toBe('Monday to Friday, 9 AM to 6 PM US Central Time');
    expect(es.supportHours).toBe(
      'de lunes a viernes, de 9 a.m. a 6 p.m., hora de la Ciudad de México (de 8 a.m. a 5 p.m. mientras en Estados Unidos rige el horario de verano)',
    );
    expect(en.reminderSchedule).toBe(
      '3 days before the due date, on the due date, and 7, 14, and 30 days after it',
    );
    expect(es.reminderSchedule).toBe(
      '3 días antes del vencimiento, el mismo día del vencimiento y 7, 14 y 30 días después',
    );
    expect(en.responseTime).toBe('one business day');
    expect(es.refundWindow).toBe('30 días');
    expect(es.mileageRate).toBe('72.5 centavos de dólar');
    // A translator's change to the message is what the page shows: no sentence lives in code.
    const edited = structuredClone(sentences('en')) as { refundPolicy: string };
    edited.refundPolicy = 'Refunds within {days} days.';
    expect(formatFacts('en', edited as MessageTree, REVIEWED_ON).values.refundPolicy).toBe(
      'Refunds within 30 days.',
    );
  });

  it('names only arguments the registry provides', async () => {
    const known = new Set(Object.keys(await factValues('en')));
    const allowed = new Set([
      'date',
      'year',
      'minutes',
      'author',
      'network',
      'language',
      'email',
      'link',
      'source',
      'services',
      // The hero's example invoice (src/content/hero-invoice.ts).
      'dueDate',
      'termDays',
      // The invoice generator's messages, filled in the browser with what the visitor typed
      // (src/features/invoice-generator): line and invoice numbers, names, sizes, rates, pages.
      'number',
      'preset',
      'size',
      'file',
      'name',
      // The group a field at fault is in (its fieldset's legend: "RFC" in "Bill to").
      'section',
      'total',
      'currency',
      'rate',
      'page',
      'pages',
      'shown',
      'count',
      // A receipt's amounts: still due, what remains after the earlier receipts (model/receipt.ts).
      'amount',
      'remaining',
      // A stored field's limit (store messages, model/draft.ts `limits`).
      'max',
      // Working back from what the client pays: the price found and the total asked for
      // (form/WorkBack.tsx).
      'price',
      'target',
      'number',
      // The amount a sales tax is on when a line is exempt (document/content.ts).
      'base',
      // A stamped CFDI read back (form/StampedSection.tsx, document/stamped-content.ts): its
      // folio fiscal, parties, taxes and a concept's keys, as the XML writes them.
      'uuid',
      'issuer',
      'receiver',
      'tax',
      'product',
      'unit',
      'object',
      // What a client's constancia gave (form/ConstanciaButton.tsx) and the CLABE's bank
      // (form/useClabeBank.ts).
      'fields',
      'bank',
      'code',
    ]);
    for (const [where, message] of messages)
      for (const [, name] of message.matchAll(/\{(\w+)\}/g))
        expect(known.has(name!) || allowed.has(name!), `${where} names {${name}}`).toBe(true);
  });
});

/**
 * Figures a message must name through its registry argument, never write out. Each pattern
 * matches the figure where it stands for the fact (so "$2,000" next to 1099 is flagged, a $2,000
 * invoice in an unrelated example is not), including old values the registry replaced.
 */
const literalFigures: [fact: string, pattern: RegExp][] = [
  [
    'nec1099Threshold',
    /(\$|USD\s?)(600|2,000)\b[^.]{0,120}1099|1099[^.]{0,120}(\$|USD\s?)(600|2,000)\b/i,
  ],
  ['mileageRate', /\b\d+(\.\d+)?\s*(cents|centavos)[^.]{0,30}(mile|milla)/i],
  ['socialSecurityWageBase', /(176,100|184,500)/],
  ['sepMaxContribution', /SEP[^.]{0,80}(\$|USD\s?)(70|72),000/],
  ['k401ElectiveDeferral', /(\$|USD\s?)(23|24),500/],
  ['qbiThreshold', /(197,300|394,600|201,750|201,775|403,500)/],
  [
    'estimatedTaxDueDates',
    /(June 1[56]|September 15|January 15, 20\d\d|15 de junio|15 de septiembre)/i,
  ],
  ['umaAnnual', /(206,000|213,97\d|42,79\d|UMA[^.]{0,40}\d{3},\d{3})/],
  ['professionalPrice', /(\$|US\$|USD\s?)(29|33\.64)\b|29 (USD|dólares)|33\.64/],
  [
    'refundWindowDays',
    /30[- ](day|días?)[^.]{0,40}(money-back|refund|reembolso|devolución)|(money-back|refund|reembolso|devolución)[^.]{0,60}\b30 (days|días)/i,
  ],
  ['cardFeeExample', /2\.9\s?%\s*(\+|plus|más)|\$88\b|\$58\.30/i],
  ['freeClientLimit', /(Up to|Hasta) 5 (clients|clientes)/i],
  ['supportHours', /9 ?(am|a\.m\.)|9:00 a 18:00|Central Time|hora del centro/i],
  [
    'reminderSchedule',
    /\b(three|seven|fourteen|thirty|tres|siete|catorce|treinta)\s+(days?|días)\s+(before|late|after|de atraso|después|antes del vencimiento)/i,
  ],
  ['deletion', /(delet|elimin)[^.]{0,80}(within|en un máximo de) 30 (days|días)/i],
  [
    'arco',
    /\b(15|20) (business days|días hábiles)|(within|en un máximo de) 45 (calendar )?(days|días)/i,
  ],
  [
    'retention periods',
    /\b(24|twenty-four|veinticuatro) (months|meses)\b|\b30 (days|días) (after|después de) (delivery|entregarse)/i,
  ],
  ['emails', /[\w.+-]+@invoxa\.com/],
  ['phones', /\+\d{1,2}\s?\(?\d{2,3}\)?\s?\d{3,4}|555-01\d\d/],
  [
    'estimatedTaxSafeHarbor',
    /\b1[01]0\s?% of (last|the prior|the previous)|(over|above|more than) \$150,000/i,
  ],
  ['homeOfficeSimplified', /\$5 (per|a) square f|\b300 square f|maximum of \$1,500/i],
  ['mxIvaRate', /IVA[^.]{0,80}\b16\s?%|\b16\s?%[^.]{0,30}\bIVA\b/],
  [
    'selfEmploymentTax',
    /\b(15\.3|12\.4|92\.35)\s?%|\b2\.9\s?% for Medicare|\b0\.9\s?% Medicare|\$400 or more/,
  ],
  ['mealsDeductiblePercent', /\b50\s?% (of meals|deductible)/i],
  ['deMinimisSafeHarbor', /\$2,500 each/],
  ['mxCashPaymentLimit', /(efectivo|más de|pasa de|mayores a)[^.]{0,40}\$?2,000 (pesos|MXN)/i],
  ['mxCarDeduction', /\b(175|250),000 pesos/],
  ['mxIvaBorderRate', /\b8\s?%[^.]{0,60}(fronteriz|border)|(fronteriz|border)[^.]{0,60}\b8\s?%/i],
  ['mxIsrHonorariosWithholding', /(retien|retenc|retendr|withh)[^.]{0,60}\b10\s?%/i],
  ['mxIvaWithholdingFraction', /dos terceras partes|two thirds of the (IVA|VAT)|10\.66\d*\s?%/i],
  ['mxResicoIsrWithholding', /1\.25\s?%/],
  [
    'mxResicoRates',
    /RESICO[^.]{0,120}\b(1|2\.5)\s?%|(hasta|up to) [\d,.]+ pesos: \d|3\.5 (millones|million)|3,500,000|83,333\.33|208,333\.33/i,
  ],
  // The worked examples computed from the withholding facts (src/content/facts.ts, workedExamples).
  ['workedExamples', /\$(2,133\.33|19,066\.67|1,066\.67|9,533\.33|10,408\.33|18,735)\b/],
  // The year of a dated figure is its period's ({sepMaxContributionYear}, {mileageRateFrom}, …).
  [
    'periodYears',
    /\b(for|in) (the )?20\d\d tax year are|\}(\)?) (for|para) 20\d\d|\b(For|Para) 20\d\d (you|it)\b|from January 1, 20\d\d is|announced for early 20\d\d|payments made in 20\d\d|periodo de \w+ de 20\d\d a|Notice 20\d\d-\d+|Rev\. Proc\. 20\d\d-\d+/,
  ],
];

describe('messages name figures through the registry', () => {
  it.each(literalFigures)('no message writes %s literally', (_fact, pattern) => {
    const offenders = messages
      .filter(([, message]) => pattern.test(message))
      .map(([where, message]) => `${where}: ${message.match(pattern)![0]}`);
    expect(offenders).toEqual([]);
  });
});

describe('figures the articles used to write out', () => {
  it('states the Mexican withholdings, the RESICO table and their worked examples from the registry', () => {
    expect(facts.mxIsrHonorariosWithholding.value).toBe(1000);
    expect(facts.mxIvaWithholdingFraction.value).toEqual({ numerator: 2, denominator: 3 });
    expect(facts.mxResicoIsrWithholding.value).toBe(125);
    const es = factsOn('es', REVIEWED_ON).values;
    const en = factsOn('en', REVIEWED_ON).values;
    expect(es.mxIvaWithholdingFraction).toBe('dos terceras partes');
    expect(en.mxIvaWithholdingFraction).toBe('two thirds');
    // Two thirds of 16 % IVA, as the SAT states it: 10.6667 % of the subtotal.
    expect(es.mxIvaWithholdingRate).toMatch(/^10\.6667 ?%$/);
    expect([es.mxResicoLimit3, es.mxResicoRate3]).toEqual(['83,333.33 pesos', '1.50%']);
    expect(es.mxResicoIncomeCap).toBe('3.5 millones de pesos');
    // Fees of 20,000 pesos in the general regime: + 3,200 IVA - 2,000 ISR - 2,133.33 IVA withheld.
    expect(es.withholdingGuideNet).toBe('$19,066.67');
    // 18,000 pesos in RESICO: + 2,880 IVA - 225 ISR - 1,920 IVA withheld.
    expect(es.withholdingTipsResicoNet).toBe('$18,735');
    expect(es.withholdingGlossaryResicoNet).toBe('$10,408.33');
  });

  it('states the statutory figures the articles used to write out from the registry', () => {
    const en = factsOn('en', REVIEWED_ON).values;
    const es = factsOn('es', REVIEWED_ON).values;
    expect([
      en.selfEmploymentTaxRate,
      en.selfEmploymentTaxSocialSecurityRate,
      en.selfEmploymentTaxMedicareRate,
      en.selfEmploymentTaxAdditionalMedicareRate,
      en.selfEmploymentTaxNetEarningsShare,
      en.selfEmploymentTaxMinimumEarnings,
    ]).toEqual(['15.3%', '12.4%', '2.9%', '0.9%', '92.35%', '$400']);
    expect([en.mealsDeductiblePercent, en.deMinimisSafeHarbor]).toEqual(['50%', '$2,500']);
    expect([es.mxCashPaymentLimit, es.mxCarDeductionRate, es.mxCarDeductionCap]).toEqual([
      '2,000 pesos',
      '25%',
      '175,000 pesos',
    ]);
    expect(es.mxCarDeductionElectricCap).toBe('250,000 pesos');
    for (const key of [
      'selfEmploymentTax',
      'mealsDeductiblePercent',
      'deMinimisSafeHarbor',
      'mxCashPaymentLimit',
      'mxCarDeduction',
    ] as const)
      expect(facts[key].source, key).toMatch(/^https:\/\/www\.(irs|diputados\.gob)\./);
  });

  it('keeps the qualifier on the 2027 figures no primary source gave here', () => {
    expect(factsOn('en', '2026-12-31').values.socialSecurityWageBase).toBe('$184,500');
    const jan = factsOn('en', '2027-01-02');
    expect(jan.values.socialSecurityWageBase).toMatch(/^\$184,500 \(the 2026 figure; /);
    for (const key of ['socialSecurityWageBase', 'qbiThreshold', 'nec1099Threshold'])
      expect(jan.qualified).toContain(key);
  });

  it('lists one row of the RESICO table for each bracket of the registry', () => {
    const rows = facts.mxResicoRates.value.brackets.map(
      (_, i) => `{mxResicoLimit${i + 1}}: {mxResicoRate${i + 1}}`,
    );
    const body = text('es-MX', 'taxDeductions');
    for (const row of rows) expect(body).toContain(row);
    expect(body).not.toContain(`{mxResicoRate${rows.length + 1}}`);
  });

  it('states the US safe harbor and the simplified home office from the registry', () => {
    const en = factsOn('en', REVIEWED_ON).values;
    expect([
      en.estimatedTaxSafeHarborPercent,
      en.estimatedTaxSafeHarborHighIncomePercent,
      en.estimatedTaxSafeHarborAgi,
    ]).toEqual(['100%', '110%', '$150,000']);
    expect([en.homeOfficeRate, en.homeOfficeMaxArea, en.homeOfficeMaxDeduction]).toEqual([
      '$5',
      '300',
      '$1,500',
    ]);
    expect(en.homeOfficeExampleDeduction).toBe('$1,000');
  });

  it('names the year of a dated figure from the period in force, so a successor brings its own', () => {
    const fact = facts.sepMaxContribution as Fact<number>;
    expect(factsOn('en', REVIEWED_ON).values.sepMaxContributionYear).toBe('2026');
    fact.next = {
      value: 73000,
      validFrom: '2027-01-01',
      validUntil: '2027-12-31',
      source: fact.source,
    };
    try {
      const values = factsOn('en', '2027-03-01').values;
      expect(values.sepMaxContribution).toBe('$73,000');
      expect(values.sepMaxContributionYear).toBe('2027');
      expect(factsOn('en', '2026-12-31').values.sepMaxContributionYear).toBe('2026');
    } finally {
      delete fact.next;
    }
    expect(factsOn('es', REVIEWED_ON).values.umaAnnualFrom).toBe('febrero de 2026');
    expect(factsOn('en', REVIEWED_ON).values.mileageRateFrom).toBe('January 1, 2026');
    expect(text('en-US', 'taxDeductions')).toContain(
      '{sepMaxContribution} for {sepMaxContributionYear}',
    );
  });
});

describe('the home page figures stand on a published source', () => {
  const items = (tag: string) =>
    (
      readNamespace(tag, 'pages') as {
        home: { stats: { items: { value: string; label: string; source: string }[] } };
      }
    ).home.stats.items;

  it('gives each figure a study with its address and date, and no disclaimer instead', () => {
    for (const tag of LOCALE_TAGS) {
      expect(items(tag)).toHaveLength(homeStatSources.length);
      const stats = (readNamespace(tag, 'pages') as { home: { stats: Record<string, unknown> } })
        .home.stats;
      expect(stats).not.toHaveProperty('note');
      for (const item of items(tag)) expect(item.value).not.toMatch(/^(up to|hasta)/i);
    }
    for (const key of homeStatSources) {
      const study = facts[key];
      expect(study.source, key).toMatch(/^https:\/\/[^/]+\/.+/);
      expect(study.value.published, key).toMatch(/^\d{4}(-\d{2}(-\d{2})?)?$/);
      expect(study.value.publisher, key).not.toBe('');
    }
  });

  it('shows each figure as the study reports it', () => {
    const [days, efficiency] = items('en-US');
    const less = (without: number, withIt: number) => Math.round(100 * (1 - withIt / without));
    // One figure, not a range: automated firms wait 23% less (52 days against 40).
    const { daysManual, daysAutomated } = facts.studyDaysToPay.value;
    expect(days!.value).toBe(`${less(daysManual, daysAutomated)}%`);
    // The PYMNTS survey is of 2020; the article that reports it, of 2021.
    expect(facts.studyDaysToPay.value.surveyed).toBe('2020');
    for (const tag of LOCALE_TAGS)
      for (const item of items(tag))
        expect(item.source).toMatch(/2020 \((article of|artículo de) 2021\)/);
    expect(efficiency!.value).toBe(`${facts.studyTeamEfficiency.value.percent}%`);
    for (const tag of LOCALE_TAGS) {
      expect(items(tag)[0]!.label).toContain('{studyDaysAutomated}');
      expect(items(tag)[0]!.label).toContain('{studyDaysManual}');
    }
  });
});

describe('one price, with its taxes', () => {
  it('shows US visitors the price before sales tax and Mexican visitors the total with IVA', () => {
    const en = factsOn('en', REVIEWED_ON).values;
    const es = factsOn('es', REVIEWED_ON).values;
    expect(en.professionalPrice).toBe('$29');
    // A customer in Mexico reading English learns that IVA is added, and the total.
    expect(en.professionalPriceTaxNote).toBe(
      'Sales tax may be added at checkout, depending on where you live. Customers in Mexico pay Mexican IVA (16%) on top: $33.64 a month in all, charged in US dollars, and may ask us for a receipt of each payment with the IVA shown separately (Ley del IVA, art. 18-D, frac. V).',
    );
    // USD 29 plus 16% IVA, in the currency the charge is made in.
    expect(es.professionalPrice).toBe('USD 33.64');
    expect(es.professionalPriceTaxNote).toMatch(
      /^Precio total con IVA \(16 ?%\) incluido: USD 29 más USD 4\.64 de IVA\. Se cobra en dólares/,
    );
    // Beside the dollars, an indicative amount in pesos at a dated Banxico FIX: 33.64 × 17.9248,
    // dated by the day Banxico determined it (the DOF publishes it the next banking day).
    expect(es.professionalPriceTaxNote).toContain(
      'como referencia, son unos 603 pesos al tipo de cambio FIX que el Banco de México determinó el 26 de diciembre de 2025 (17.9248 pesos por dólar)',
    );
    expect(facts.banxicoFix.source).toMatch(/^https:\/\/www\.banxico\.org\.mx\//);
    // Both the rate and the IVA registration stay on the launch checklist until confirmed.
    const pending = launchPlaceholders().map((p) => p.key);
    expect(pending).toContain('banxicoFix');
    expect(pending).toContain('mxDigitalServicesRegistration');
  });

  it('every place that states the price reads the one fact', () => {
    expect(plans.find((p) => p.id === 'professional')!.price).toBe('professionalPrice');
    for (const tag of LOCALE_TAGS) {
      const pages = readNamespace(tag, 'pages') as {
        pricing: { meta: { description: string }; plans: { professional: { note: string } } };
      };
      expect(pages.pricing.meta.description).toContain('{professionalPrice}');
      expect(pages.pricing.plans.professional.note).toBe('{professionalPriceTaxNote}');
      expect(text(tag, 'termsOfService')).toContain('{professionalPrice}');
    }
    // In Spanish the price is the total: every sentence stating it says the IVA is included.
    for (const ns of ['pages', 'termsOfService'])
      for (const [, sentence] of text('es-MX', ns).matchAll(/([^."]*\{professionalPrice\}[^."]*)/g))
        expect(sentence, ns).toMatch(/IVA incluido/);
  });

  it('says that no credit card is needed only under the Free plan', () => {
    for (const tag of LOCALE_TAGS) {
      const pricing = (readNamespace(tag, 'pages') as { pricing: Record<string, unknown> }).pricing;
      const { plans: cards, ...rest } = pricing as { plans: Record<string, { note?: string }> };
      const { free, ...paid } = cards;
      const noCard = /no credit card|without a credit card|sin tarjeta|no requiere tarjeta/i;
      expect(free!.note, tag).toMatch(noCard);
      expect(JSON.stringify([rest, paid]), tag).not.toMatch(noCard);
    }
  });
});

describe('one truth per policy', () => {
  const places: [namespace: string, args: string[]][] = [
    [
      'pages',
      [
        'refundPolicy',
        'planChangePolicy',
        'apiAvailability',
        'supportHours',
        'responseTime',
        'professionalPrice',
      ],
    ],
    [
      'termsOfService',
      [
        'refundPolicy',
        'planChangePolicy',
        'apiAvailability',
        'supportHours',
        'responseTime',
        'professionalPrice',
      ],
    ],
    [
      'privacyPolicy',
      [
        'refundWindow',
        'supportHours',
        'privacyEmail',
        'arcoResponseTime',
        'arcoEffectTime',
        'ccpaResponseTime',
        'deletionLinkValidity',
        'deletionRecordRetention',
      ],
    ],
  ];
  it.each(places)('%s states the policies through the registry in both languages', (ns, args) => {
    for (const tag of LOCALE_TAGS)
      for (const arg of args) expect(text(tag, ns), `${tag}/${ns} {${arg}}`).toContain(`{${arg}}`);
  });

  it('home, pricing, FAQs and terms describe the same reminder schedule', () => {
    for (const tag of LOCALE_TAGS) {
      expect(text(tag, 'pages')).toContain('{reminderSchedule}');
      for (const ns of [
        'latePaymentsHandling',
        'invoicingGuide',
        'invoicingTips',
        'clientRelationships',
        'financialTerms',
        'cashFlowManagement',
      ])
        expect(text(tag, ns), `${tag}/${ns}`).toMatch(/\{reminder(Schedule|FirstOverdue)\}/);
    }
  });

  it('the Enterprise plan does not sell an API the documentation calls coming soon', () => {
    for (const tag of LOCALE_TAGS) {
      const pages = readNamespace(tag, 'pages') as {
        pricing: { plans: { enterprise: { features: string[] } } };
      };
      for (const feature of pages.pricing.plans.enterprise.features)
        expect(feature).not.toMatch(/^(API access|Acceso a la API)/);
    }
  });

  it('uses one name per plan in Spanish', () => {
    const es = LOCALE_TAGS[1];
    for (const ns of ['pages', 'termsOfService', 'privacyPolicy'])
      expect(text(es, ns), ns).not.toMatch(
        /\bplan (Free|Professional|Enterprise)\b|Plan (Free|Professional|Enterprise)\b/,
      );
  });
});
