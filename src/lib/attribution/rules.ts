// What the site records about how a visitor arrived (first and last touch), and the one set of
// rules every value must pass: the browser applies them when it records a landing
// (./browser.ts), the server applies the same rules again to what a form posts (./schema.ts
// builds its zod/mini schema from this table). zod-free, so the capture costs the page only
// these few lines (docs/decisions/attribution.md).

/** Campaign parameters, as they appear in a landing URL. */
export const UTM_KEYS = [
  'utm_source',
  'utm_medium',
  'utm_campaign',
  'utm_term',
  'utm_content',
] as const;

/** Click ids of the ad networks (Google, Meta, Microsoft), as they appear in a landing URL. */
export const CLICK_ID_KEYS = ['gclid', 'fbclid', 'msclkid'] as const;

/** Every value a touch may hold. Nothing else is stored or posted. */
export const TOUCH_KEYS = [
  ...UTM_KEYS,
  ...CLICK_ID_KEYS,
  'referrer_host',
  'landing_path',
  'language',
] as const;

export type TouchKey = (typeof TOUCH_KEYS)[number];
export type Touch = Partial<Record<TouchKey, string>>;

/**
 * Campaign text: letters and digits of any script, spaces and a few separators seen in real
 * campaign names. No `@` (an address pasted into a campaign link is not kept), no markup or
 * quoting characters, no controls.
 */
const CAMPAIGN_TEXT = /^[\p{L}\p{M}\p{N} ._~+|:,!()/-]+$/u;
/** Click ids are opaque tokens. */
const CLICK_ID = /^[A-Za-z0-9._~-]+$/;
/** A host name (RFC 1123): dot-separated labels of letters, digits and inner hyphens, lowercase. */
const HOST_NAME =
  /^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)*[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;
/** A path of this site: begins with one `/`, then unreserved characters and percent escapes. */
const SITE_PATH = /^\/(?!\/)[A-Za-z0-9._~%/-]*$/;
/** The site's languages (src/i18n/routing.ts). */
const LANGUAGE = /^(?:en|es)$/;

/** Each value's rule: at most `max` characters, all of them matching `pattern`. */
export const TOUCH_RULES: Record<TouchKey, { max: number; pattern: RegExp }> = {
  utm_source: { max: 100, pattern: CAMPAIGN_TEXT },
  utm_medium: { max: 100, pattern: CAMPAIGN_TEXT },
  utm_campaign: { max: 100, pattern: CAMPAIGN_TEXT },
  utm_term: { max: 100, pattern: CAMPAIGN_TEXT },
  utm_content: { max: 100, pattern: CAMPAIGN_TEXT },
  gclid: { max: 200, pattern: CLICK_ID },
  fbclid: { max: 200, pattern: CLICK_ID },
  msclkid: { max: 200, pattern: CLICK_ID },
  referrer_host: { max: 253, pattern: HOST_NAME },
  landing_path: { max: 200, pattern: SITE_PATH },
  language: { max: 2, pattern: LANGUAGE },
};

/** Whether `value` passes the rule of `key`. */
export function validTouchValue(key: TouchKey, value: unknown): value is string {
  const rule = TOUCH_RULES[key];
  return typeof value === 'string' && value.length <= rule.max && rule.pattern.test(value);
}

/** The allowed keys and valid values of an untrusted object; everything else is dropped. */
export function cleanTouch(raw: unknown): Touch {
  const touch: Touch = {};
  if (raw && typeof raw === 'object')
    for (const key of TOUCH_KEYS) {
      const value = (raw as Record<string, unknown>)[key];
      if (validTouchValue(key, value)) touch[key] = value;
    }
  return touch;
}

/** Where the browser keeps the touches: first in localStorage (set once), last in sessionStorage. */
export const FIRST_TOUCH_STORAGE_KEY = 'attribution.first';
export const LAST_TOUCH_STORAGE_KEY = 'attribution.last';

/** The hidden form fields that carry the touches, each as JSON. */
export const FIRST_TOUCH_FIELD = 'attribution_first';
export const LAST_TOUCH_FIELD = 'attribution_last';

/** Longest JSON a touch field may hold (the longest valid touch is about 1.9 KB). */
export const TOUCH_FIELD_MAX = 4000;
