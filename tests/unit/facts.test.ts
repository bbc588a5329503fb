import { describe, expect, it } from 'vitest';
import { expiredFacts, factValues, facts } from '@/content/facts';
import { leaves } from '@/i18n/check';
import { LOCALE_TAGS, namespaces, readNamespace } from '../support/messages';

/** The day the registry was last reviewed; the check below also runs against the real date. */
const REVIEWED_ON = '2026-11-23';
const today = () => new Date().toISOString().slice(0, 10);

/** Every message of every namespace, in both languages, as [where, text]. */
const messages = LOCALE_TAGS.flatMap((tag) =>
  namespaces(tag).flatMap((ns) =>
    leaves(readNamespace(tag, ns))
      .filter((entry): entry is [string, string] => typeof entry[1] === 'string')
      .map(([key, text]) => [`${tag}/${ns}:${key}`, text] as const),
  ),
);
const text = (tag: string, ns: string) => JSON.stringify(readNamespace(tag, ns));

describe('facts registry', () => {
  it('has no fact whose period has ended (a fact past validUntil needs a review)', () => {
    expect(expiredFacts(REVIEWED_ON)).toEqual([]);
    expect(expiredFacts(today()), 'facts to review today').toEqual([]);
  });

  it('gives every fact a period and a source', () => {
    for (const [key, fact] of Object.entries(facts)) {
      expect(fact.validFrom, key).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      if (fact.validUntil !== null) expect(fact.validUntil >= fact.validFrom, key).toBe(true);
      expect(fact.source, key).toMatch(/^(https:\/\/|\/)/);
    }
  });

  it('formats every argument in both languages', () => {
    const en = factValues('en');
    const es = factValues('es');
    expect(Object.keys(es).sort()).toEqual(Object.keys(en).sort());
    for (const v of [...Object.values(en), ...Object.values(es)]) expect(v.trim()).not.toBe('');
    expect(en.cardFeeExampleAmount).toBe('$58.30');
    expect(en.phone).toMatch(/^\+1 /);
    expect(es.phone).toMatch(/^\+52 55 /);
  });

  it('names only arguments the registry provides', () => {
    const known = new Set(Object.keys(factValues('en')));
    const allowed = new Set([
      'date',
      'year',
      'minutes',
      'author',
      'network',
      'language',
      'email',
      'link',
      // The invoice generator's messages, filled in the browser with what the visitor typed
      // (src/features/invoice-generator): line and invoice numbers, names, sizes, rates, pages.
      'number',
      'preset',
      'size',
      'file',
      'name',
      'total',
      'currency',
      'rate',
      'page',
      'pages',
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
  ['qbiThreshold', /(197,300|394,600|201,750|403,500)/],
  [
    'estimatedTaxDueDates',
    /(June 1[56]|September 15|January 15, 20\d\d|15 de junio|15 de septiembre)/i,
  ],
  ['umaAnnual', /(206,000|213,97\d|42,79\d|UMA[^.]{0,40}\d{3},\d{3})/],
  ['professionalPrice', /(\$|US\$|USD\s?)29\b|29 (USD|dólares)/],
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
  ['emails', /[\w.+-]+@invoxa\.com/],
  ['phones', /\+\d{1,2}\s?\(?\d{2,3}\)?\s?\d{3,4}|555-01\d\d/],
];

describe('messages name figures through the registry', () => {
  it.each(literalFigures)('no message writes %s literally', (_fact, pattern) => {
    const offenders = messages
      .filter(([, message]) => pattern.test(message))
      .map(([where, message]) => `${where}: ${message.match(pattern)![0]}`);
    expect(offenders).toEqual([]);
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
