import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  campaignOf,
  isAttributed,
  landingTouch,
  recordLanding,
  storedTouches,
  withCampaign,
} from '@/lib/attribution/browser';
import {
  FIRST_TOUCH_STORAGE_KEY,
  LAST_TOUCH_STORAGE_KEY,
  CLICK_ID_KEYS,
  TOUCH_KEYS,
  UTM_KEYS,
  cleanTouch,
} from '@/lib/attribution/rules';
import { parseTouch } from '@/lib/attribution/schema';
import { LOCALE_TAGS, readNamespace } from '../support/messages';

const page = (path: string) => new URL(`https://www.invoxa.test${path}`);

describe('the rules', () => {
  it('keep what a real campaign sends and drop what no campaign needs', () => {
    expect(
      cleanTouch({
        utm_source: 'Facebook Ads',
        utm_campaign: 'año nuevo | 2027',
        utm_content: 'ana@example.com',
        utm_term: '<b>',
        utm_medium: 'x'.repeat(101),
        gclid: 'Cj0KCQiA-abc_123',
        fbclid: 'x'.repeat(201),
        referrer_host: 'www.google.com.mx',
        landing_path: '/es/articles',
        language: 'es',
        extra: 'dropped',
      }),
    ).toEqual({
      utm_source: 'Facebook Ads',
      utm_campaign: 'año nuevo | 2027',
      gclid: 'Cj0KCQiA-abc_123',
      referrer_host: 'www.google.com.mx',
      landing_path: '/es/articles',
      language: 'es',
    });
    for (const host of [
      '-bad.com',
      'a..b',
      'UPPER.com',
      `${'a'.repeat(64)}.com`,
      'a b.com',
      '[::1]',
    ])
      expect(cleanTouch({ referrer_host: host }), host).toEqual({});
    for (const path of ['//evil.example', 'relative', '/a b', '/<x>', `/${'a'.repeat(200)}`])
      expect(cleanTouch({ landing_path: path }), path).toEqual({});
    expect(cleanTouch('text')).toEqual({});
    expect(cleanTouch(null)).toEqual({});
  });

  it('are the same in the browser (plain) and on the server (zod/mini)', () => {
    const value = fc.oneof(
      fc.string({ maxLength: 260 }),
      fc.string({ unit: 'grapheme', maxLength: 120 }),
      fc.domain(),
      fc.webPath(),
      fc.constantFrom('en', 'es', 'newsletter', 'spring-cfdi', '/pricing', 'a@b.c'),
      fc.integer(),
      fc.constant(null),
    );
    fc.assert(
      fc.property(
        fc.dictionary(fc.oneof(fc.constantFrom(...TOUCH_KEYS), fc.string()), value),
        (raw) => {
          expect(parseTouch(raw)).toEqual(cleanTouch(raw));
        },
      ),
      { numRuns: 2000 },
    );
  });
});

describe('a landing', () => {
  it('records the campaign, the click ids, the external referrer host, the path and the language', () => {
    const touch = landingTouch(
      page(
        '/articles/x?utm_source=newsletter&utm_medium=email&utm_campaign=spring&gclid=abc-1&other=1',
      ),
      'https://www.google.com/search?q=invoice+secret',
      'en',
    );
    expect(touch).toEqual({
      utm_source: 'newsletter',
      utm_medium: 'email',
      utm_campaign: 'spring',
      gclid: 'abc-1',
      referrer_host: 'www.google.com',
      landing_path: '/articles/x',
      language: 'en',
    });
    expect(isAttributed(touch)).toBe(true);
  });

  it('ignores a referrer on this site, and counts as direct without campaign or referrer', () => {
    const touch = landingTouch(page('/es/pricing'), 'https://www.invoxa.test/es', 'es');
    expect(touch).toEqual({ landing_path: '/es/pricing', language: 'es' });
    expect(isAttributed(touch)).toBe(false);
  });
});

describe('storage', () => {
  const memory = () => {
    const m = new Map<string, string>();
    return {
      getItem: (k: string) => m.get(k) ?? null,
      setItem: (k: string, v: string) => void m.set(k, v),
      removeItem: (k: string) => void m.delete(k),
      clear: () => m.clear(),
      key: () => null,
      get length() {
        return m.size;
      },
    } satisfies Storage;
  };
  beforeEach(() => {
    vi.stubGlobal('localStorage', memory());
    vi.stubGlobal('sessionStorage', memory());
  });
  afterEach(() => vi.unstubAllGlobals());

  it('keeps the first touch once and replaces the last only with an attributed landing', () => {
    const campaign = landingTouch(page('/articles/a?utm_campaign=spring'), '', 'en');
    recordLanding(campaign);
    recordLanding(landingTouch(page('/pricing'), '', 'en'));
    expect(storedTouches()).toEqual({ first: campaign, last: campaign });
    const referred = landingTouch(page('/contact'), 'https://duckduckgo.com/', 'en');
    recordLanding(referred);
    expect(storedTouches()).toEqual({ first: campaign, last: referred });
  });

  it('reads back only what the rules allow (storage is the visitor’s to change)', () => {
    localStorage.setItem(
      FIRST_TOUCH_STORAGE_KEY,
      JSON.stringify({ utm_source: '<script>', utm_medium: 'email', evil: 1 }),
    );
    sessionStorage.setItem(LAST_TOUCH_STORAGE_KEY, '{not json');
    expect(storedTouches()).toEqual({ first: { utm_medium: 'email' }, last: undefined });
  });

  it('records nothing, and fails nothing, when storage is blocked', () => {
    const blocked = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('SecurityError');
      },
    };
    vi.stubGlobal('localStorage', blocked);
    vi.stubGlobal('sessionStorage', blocked);
    expect(() => recordLanding({ utm_source: 'x' })).not.toThrow();
    expect(storedTouches()).toEqual({ first: undefined, last: undefined });
  });
});

describe('the campaign carried to the app', () => {
  it('is the last touch’s utm_* when it has any, else the first touch’s', () => {
    const first = { utm_source: 'newsletter', utm_campaign: 'spring', landing_path: '/' };
    const last = { utm_source: 'google', utm_medium: 'cpc', gclid: 'x' };
    expect(campaignOf({ first, last })).toEqual({ utm_source: 'google', utm_medium: 'cpc' });
    expect(campaignOf({ first, last: { referrer_host: 'bing.com' } })).toEqual({
      utm_source: 'newsletter',
      utm_campaign: 'spring',
    });
    expect(campaignOf({})).toEqual({});
  });

  it('is appended to the link, keeping what the link already says', () => {
    expect(
      withCampaign('https://app.invoxa.com/signup?plan=pro&utm_source=pricing', {
        utm_source: 'google',
        utm_campaign: 'año nuevo',
      }),
    ).toBe('https://app.invoxa.com/signup?plan=pro&utm_source=pricing&utm_campaign=a%C3%B1o+nuevo');
    expect(withCampaign('https://app.invoxa.com/login', {})).toBe('https://app.invoxa.com/login');
  });
});

describe.each(LOCALE_TAGS)('the privacy policy (%s)', (tag) => {
  const text = JSON.stringify(readNamespace(tag, 'privacyPolicy'));

  it('names every parameter the browser notes, and where it keeps them', () => {
    for (const key of [...UTM_KEYS, ...CLICK_ID_KEYS]) expect(text).toContain(key);
    expect(text).toContain('local storage');
    expect(text).toContain('session storage');
  });
});
