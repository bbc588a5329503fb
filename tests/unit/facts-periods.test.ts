import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import banxicoFixFile from '@/content/banxico-fix.json';
import { formatFacts } from '@/content/fact-messages';
import {
  expiredFacts,
  factInForceOn,
  facts,
  FIX_MAX_AGE_DAYS,
  fixAgeDays,
  latestPeriod,
  type Fact,
  type FactKey,
} from '@/content/facts';
import { leaves } from '@/i18n/check';
import type { MessageTree } from '@/i18n/messages';
import type { Locale } from '@/i18n/routing';
import { launchBlockers, parseSetFix, preflight, writeBanxicoFix } from '@/server/ops';
import { LOCALE_TAGS, namespaces, readNamespace } from '../support/messages';

/**
 * Issue 40, items 1, 9 and 10 (the facts registry's part): a fact past its last confirmed day
 * is a launch blocker and never a silent value, the Banxico FIX has an age limit and a dated
 * figure, and qualifiers stay true once the next figure is published. Every check names its days,
 * so it holds whatever TEST_TODAY is.
 */

const TAGS = { en: 'en-US', es: 'es-MX' } as const;
const factsOn = (locale: Locale, day: string) =>
  formatFacts(locale, readNamespace(TAGS[locale], 'facts') as MessageTree, day);
const addDays = (iso: string, n: number) => {
  const d = new Date(`${iso}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
};

describe('a fact on a given day (factInForceOn, for the invoice generator)', () => {
  it('confirms the border rate only within the decree period the registry records', () => {
    const until = latestPeriod('mxIvaBorderRate').validUntil!;
    expect(factInForceOn('mxIvaBorderRate', '2025-06-30')).toEqual({
      value: 800,
      confirmed: true,
      validFrom: '2025-01-01',
      lastConfirmedDay: until,
      source: facts.mxIvaBorderRate.source,
    });
    expect(factInForceOn('mxIvaBorderRate', until).confirmed).toBe(true);
    // Past its last confirmed day the value is still given, but as unconfirmed: a caller must ask.
    const after = factInForceOn('mxIvaBorderRate', addDays(until, 1));
    expect(after).toMatchObject({ value: 800, confirmed: false, lastConfirmedDay: until });
    // Before the first recorded period, nothing confirms it either.
    expect(factInForceOn('mxIvaBorderRate', '2024-12-31').confirmed).toBe(false);
  });

  it('confirms a day of a successor period once it is recorded', () => {
    const fact = facts.mxIvaBorderRate as Fact<number>;
    const until = fact.validUntil!;
    fact.next = {
      value: 800,
      validFrom: addDays(until, 1),
      validUntil: '2099-12-31',
      source: fact.source,
    };
    try {
      expect(factInForceOn('mxIvaBorderRate', addDays(until, 30))).toMatchObject({
        confirmed: true,
        validFrom: addDays(until, 1),
        lastConfirmedDay: '2099-12-31',
      });
      expect(expiredFacts(addDays(until, 30))).not.toContain('mxIvaBorderRate');
    } finally {
      delete fact.next;
    }
  });

  it('confirms a policy with no end on any day from its start, and refuses a day that is not a date', () => {
    expect(factInForceOn('mxIvaRate', '2030-01-01')).toMatchObject({
      value: 1600,
      confirmed: true,
      lastConfirmedDay: null,
    });
    for (const bad of ['', '2026-13-01', '27/11/2026', '2026-11-27T00:00'])
      expect(() => factInForceOn('mxIvaRate', bad), bad).toThrow(RangeError);
  });
});

describe('npm run ops -- preflight: facts past their period block the launch', () => {
  it('lists the border rate, past its decree with no successor, as a blocker with its end date', () => {
    const blockers = launchBlockers('2026-11-27');
    const border = blockers.find((b) => b.fact === 'mxIvaBorderRate');
    expect(border?.reason).toMatch(/^mxIvaBorderRate: its last confirmed day was 2025-12-31 /);
    const { ok } = preflight(false, '2026-11-27');
    expect(ok).toBe(false);
  });

  it('lists every fact whose last period has ended, and only those', () => {
    for (const day of ['2026-12-02', '2027-01-02', '2027-07-01']) {
      const ended = (Object.keys(facts) as FactKey[]).filter((key) => {
        const until = latestPeriod(key).validUntil;
        return until !== null && until < day;
      });
      // The FIX has no end (its age is checked below): every other blocker is a period's end.
      const listed = launchBlockers(day)
        .map((b) => b.fact)
        .filter((f) => f !== 'banxicoFix');
      expect(listed.sort(), day).toEqual([...ended].sort());
      for (const b of launchBlockers(day))
        if (b.fact !== 'banxicoFix')
          expect(b.reason, day).toContain(latestPeriod(b.fact as FactKey).validUntil!);
    }
  });

  it('passes outside production on a day nothing has ended and the FIX is recent', () => {
    const day = addDays(facts.banxicoFix.value.determined, 1);
    // Whatever has ended by then gets a successor for the length of this test.
    const ended = expiredFacts(day).map((key) => latestPeriod(key));
    for (const period of ended)
      period.next = { ...period, validFrom: addDays(period.validUntil!, 1), validUntil: null };
    try {
      expect(expiredFacts(day)).toEqual([]);
      expect(preflight(false, day)).toMatchObject({ blockers: [], ok: true });
      // Placeholders still fail it in production.
      expect(preflight(true, day).ok).toBe(false);
    } finally {
      for (const period of ended) delete period.next;
    }
  });
});

describe('the Banxico FIX: dated, with an age limit, set by the ops command', () => {
  it('is read from the file the ops command writes', () => {
    expect(facts.banxicoFix.value).toEqual({
      pesosPerDollar: banxicoFixFile.pesosPerDollar,
      determined: banxicoFixFile.determined,
    });
    expect(facts.banxicoFix.source).toBe(banxicoFixFile.source);
    expect('placeholder' in facts.banxicoFix).toBe(!banxicoFixFile.readOnSource);
    // A banking day: never a Saturday or a Sunday.
    expect([0, 6]).not.toContain(new Date(`${banxicoFixFile.determined}T00:00:00Z`).getUTCDay());
  });

  it(`fails the preflight once the FIX is more than ${FIX_MAX_AGE_DAYS} days old`, () => {
    const determined = facts.banxicoFix.value.determined;
    const lastFresh = addDays(determined, FIX_MAX_AGE_DAYS);
    expect(fixAgeDays(lastFresh)).toBe(FIX_MAX_AGE_DAYS);
    const fixBlocker = (day: string) => launchBlockers(day).find((b) => b.fact === 'banxicoFix');
    expect(fixBlocker(lastFresh)).toBeUndefined();
    expect(fixBlocker(addDays(lastFresh, 1))?.reason).toBe(
      `banxicoFix: the FIX of ${determined} is ${FIX_MAX_AGE_DAYS + 1} days old (at most ${FIX_MAX_AGE_DAYS}); set a recent one with \`npm run ops -- set-fix <rate> --date YYYY-MM-DD --source URL\`.`,
    );
  });

  it('shows beside the pesos the day Banxico determined the FIX, not the DOF publication', () => {
    const es = factsOn('es', '2026-11-27').values.professionalPriceTaxNote!;
    expect(es).toContain(
      'al tipo de cambio FIX que el Banco de México determinó el 26 de diciembre de 2025 (17.9248 pesos por dólar)',
    );
    expect(es).not.toMatch(/FIX que publicó/);
    // Only the Spanish note gives pesos; the English one states no peso amount to date.
    const en = factsOn('en', '2026-11-27').values.professionalPriceTaxNote!;
    expect(en).not.toMatch(/pesos|FIX/);
  });

  it('set-fix checks its arguments and writes a record the registry reads', () => {
    const source =
      'https://www.banxico.org.mx/SieInternet/consultarDirectorioInternetAction.do?sector=6&accion=consultarCuadro&idCuadro=CF102&locale=es';
    const record = parseSetFix(
      ['18.3105', '--date', '2026-11-26', '--source', source],
      '2026-11-27',
    );
    expect(record).toEqual({
      pesosPerDollar: 18.3105,
      determined: '2026-11-26',
      source,
      readOnSource: true,
    });
    const bad: [string[], RegExp][] = [
      [[], /Usage/],
      [['18.3105', '--date', '2026-11-26'], /Usage/],
      [['18,31', '--date', '2026-11-26', '--source', source], /four decimals/],
      [['183.105', '--date', '2026-11-26', '--source', source], /four decimals/],
      [['1.5', '--date', '2026-11-26', '--source', source], /outside 5 to 50/],
      [['18.3105', '--date', '2026-11-31', '--source', source], /YYYY-MM-DD/],
      [['18.3105', '--date', '2026-11-28', '--source', source], /after today/],
      [['18.3105', '--date', '2026-11-22', '--source', source], /weekend/],
      [
        ['18.3105', '--date', '2026-11-26', '--source', 'https://example.com/fix'],
        /Banxico or the DOF/,
      ],
      [['18.3105', '--date', '2026-11-26', '--source', 'http://www.banxico.org.mx/'], /https/],
    ];
    for (const [args, message] of bad)
      expect(() => parseSetFix(args, '2026-11-27'), args.join(' ')).toThrow(message);
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'fix-')), 'banxico-fix.json');
    writeBanxicoFix(record, file);
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual(record);
    expect(Object.keys(record).sort()).toEqual(Object.keys(banxicoFixFile).sort());
  });
});

describe('qualifiers that stay true once the next figure is published (item 9)', () => {
  /** Every message of every namespace in both languages, and the content modules' own text. */
  const contentDir = path.resolve(__dirname, '../../src/content');
  const texts = [
    ...readdirSync(contentDir)
      .filter((f) => /\.(ts|json)$/.test(f))
      .map((f) => [`src/content/${f}`, readFileSync(path.join(contentDir, f), 'utf8')] as const),
    ...LOCALE_TAGS.flatMap((tag) =>
      namespaces(tag).flatMap((ns) =>
        leaves(readNamespace(tag, ns))
          .filter((entry): entry is [string, string] => typeof entry[1] === 'string')
          .map(([key, text]) => [`${tag}/${ns}:${key}`, text] as const),
      ),
    ),
  ];
  const notYet =
    /\b20\d\d\b[^.]{0,60}(not (yet )?(been )?published|not out yet|isn't out|no se ha publicado|aún no se (ha )?publica|todavía no se publica)|(not (yet )?(been )?published|no se ha publicado|aún no se publica|todavía no se publica)[^.]{0,60}\b20\d\d\b/i;

  it('no text says a year’s figure is not published yet', () => {
    expect(texts.filter(([, t]) => notYet.test(t)).map(([where]) => where)).toEqual([]);
  });

  it('names the figure’s year and the next one, computed, on the days around a period’s end', () => {
    for (const [day, year, next] of [
      ['2027-01-02', '2026', '2027'],
      ['2027-07-01', '2026', '2027'],
    ] as const) {
      const en = factsOn('en', day).values;
      const es = factsOn('es', day).values;
      expect(en.socialSecurityWageBase, day).toBe(
        `$184,500 (the ${year} figure; check ssa.gov for ${next})`,
      );
      expect(es.umaAnnual, day).toMatch(
        day < '2027-02-01'
          ? /^42,795 pesos$/
          : new RegExp(`cifra de ${year}; consulta la de ${next} en inegi\\.org\\.mx`),
      );
    }
    // Before the period ends, no qualifier.
    expect(factsOn('en', '2026-12-02').values.socialSecurityWageBase).toBe('$184,500');
  });
});
