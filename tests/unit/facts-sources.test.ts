import { describe, expect, it } from 'vitest';
import { formatFacts } from '@/content/fact-messages';
import { facts } from '@/content/facts';
import type { MessageTree } from '@/i18n/messages';
import type { Locale } from '@/i18n/routing';
import { LOCALE_TAGS, readNamespace, subsection } from '../support/messages';

/**
 * Issue 40, item 17 (outside the generator): the RLIVA's date, and the ARCO periods of the
 * LFPDPPP counted as the law counts them, each with its source in the facts registry.
 */

const TAGS = { en: 'en-US', es: 'es-MX' } as const;
const factsOn = (locale: Locale, day: string) =>
  formatFacts(locale, readNamespace(TAGS[locale], 'facts') as MessageTree, day);

describe('RLIVA and ARCO facts say what their sources say (item 17)', () => {
  it('dates the current RLIVA from December 5, 2006 (published in the DOF the day before)', () => {
    expect(facts.mxIvaWithholdingFraction.validFrom).toBe('2006-12-05');
    expect(facts.mxIvaWithholdingFraction.source).toMatch(
      /^https:\/\/www\.diputados\.gob\.mx\/LeyesBiblio\/regley\/Reg_LIVA/,
    );
  });

  it('states the ARCO periods as business days, citing the articles, in both languages', () => {
    expect(facts.arcoResponseBusinessDays.source).toMatch(/LFPDPPP\.pdf$/);
    expect(facts.arcoEffectBusinessDays.source).toMatch(/LFPDPPP\.pdf$/);
    const en = factsOn('en', '2026-11-27').values;
    const es = factsOn('es', '2026-11-27').values;
    expect([en.arcoResponseTime, en.arcoEffectTime]).toEqual([
      '20 business days',
      '15 business days',
    ]);
    expect([es.arcoResponseTime, es.arcoEffectTime]).toEqual([
      '20 días hábiles',
      '15 días hábiles',
    ]);
    const said = {
      'en-US':
        /LFPDPPP \(art\. 31\), which the law counts in business days \(art\. 2, frac\. VIII\)/,
      'es-MX': /LFPDPPP \(art\. 31\), que la ley cuenta en días hábiles \(art\. 2, fracc\. VIII\)/,
    } as const;
    for (const tag of LOCALE_TAGS) {
      const periods = subsection(tag, 'privacyPolicy', 'mexico-privacy-rights', /periods|Plazos/);
      expect(periods, tag).toMatch(said[tag]);
      expect(periods, tag).toContain('{arcoResponseTime}');
      expect(periods, tag).toContain('{arcoEffectTime}');
      expect(periods, tag).not.toMatch(/at the time of writing|al momento de redactar/);
    }
  });
});
