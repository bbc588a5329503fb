// The browser's part of attribution: record a landing, read the touches back for a form, and
// carry the campaign to the app's links. Nothing here sends anything: the touches leave the
// browser only in the hidden fields of a form the visitor submits.
import {
  CLICK_ID_KEYS,
  FIRST_TOUCH_STORAGE_KEY,
  LAST_TOUCH_STORAGE_KEY,
  UTM_KEYS,
  cleanTouch,
  type Touch,
} from './rules';

/** Where a visitor landed, from the landing URL, the referrer and the page's language. */
export function landingTouch(url: URL, referrer: string, language: string): Touch {
  const raw: Record<string, string> = {};
  for (const key of [...UTM_KEYS, ...CLICK_ID_KEYS]) {
    const value = url.searchParams.get(key)?.trim();
    if (value) raw[key] = value;
  }
  try {
    const host = new URL(referrer).hostname.toLowerCase();
    if (host !== url.hostname.toLowerCase()) raw.referrer_host = host;
  } catch {
    // no referrer, or not a URL
  }
  raw.landing_path = url.pathname;
  raw.language = language;
  return cleanTouch(raw);
}

/** A touch that says where the visitor came from (a campaign, a click id or another site). */
export function isAttributed(touch: Touch): boolean {
  return Object.keys(touch).some((k) => k !== 'landing_path' && k !== 'language');
}

function read(storage: Storage, key: string): Touch | undefined {
  try {
    const text = storage.getItem(key);
    return text ? cleanTouch(JSON.parse(text)) : undefined;
  } catch {
    return undefined; // storage blocked, or not JSON
  }
}

/**
 * Records the landing of this page load: the first touch once (localStorage), the last touch
 * whenever the landing is attributed (sessionStorage). Storage blocked: nothing is recorded.
 */
export function recordLanding(touch: Touch): void {
  try {
    if (!read(localStorage, FIRST_TOUCH_STORAGE_KEY))
      localStorage.setItem(FIRST_TOUCH_STORAGE_KEY, JSON.stringify(touch));
    if (isAttributed(touch)) sessionStorage.setItem(LAST_TOUCH_STORAGE_KEY, JSON.stringify(touch));
  } catch {
    // storage blocked (privacy mode): nothing is recorded
  }
}

/** The recorded touches, validated again (storage is the visitor's to change). */
export function storedTouches(): { first?: Touch; last?: Touch } {
  return {
    first:
      typeof localStorage === 'undefined' ? undefined : read(localStorage, FIRST_TOUCH_STORAGE_KEY),
    last:
      typeof sessionStorage === 'undefined'
        ? undefined
        : read(sessionStorage, LAST_TOUCH_STORAGE_KEY),
  };
}

/**
 * The campaign to carry to the app: the utm_* of the last touch when it has any, else of the
 * first touch.
 */
export function campaignOf({ first, last }: { first?: Touch; last?: Touch }): Touch {
  const has = (t?: Touch) => t && UTM_KEYS.some((k) => t[k]);
  const touch = has(last) ? last! : has(first) ? first! : {};
  const campaign: Touch = {};
  for (const k of UTM_KEYS) if (touch[k]) campaign[k] = touch[k];
  return campaign;
}

/** `href` with the campaign's utm_* appended, keeping any the link already has. */
export function withCampaign(href: string, campaign: Touch): string {
  const url = new URL(href);
  for (const k of UTM_KEYS) {
    const v = campaign[k];
    if (v && !url.searchParams.has(k)) url.searchParams.set(k, v);
  }
  return url.href;
}

/**
 * Adds the recorded campaign to a link to one of `apps` (the app's log-in and sign-up URLs) as it
 * is followed (click, middle click, Enter), so the app can attribute the sign-up. The links stay
 * plain links: without JavaScript they lead to the app without the campaign. Returns the remover.
 */
export function carryCampaignToApp(apps: readonly string[]): () => void {
  const onClick = (event: MouseEvent) => {
    const link = (event.target as Element | null)?.closest?.('a[href]');
    if (!(link instanceof HTMLAnchorElement) || !apps.some((app) => link.href.startsWith(app)))
      return;
    link.href = withCampaign(link.href, campaignOf(storedTouches()));
  };
  document.addEventListener('click', onClick, true);
  document.addEventListener('auxclick', onClick, true);
  return () => {
    document.removeEventListener('click', onClick, true);
    document.removeEventListener('auxclick', onClick, true);
  };
}

let landed = false;

/**
 * Records this document's landing, once: a navigation inside the app is not a landing (the URL
 * has no new campaign and the referrer is still the one the document was opened from).
 */
export function recordThisLanding(): void {
  if (landed) return;
  landed = true;
  recordLanding(
    landingTouch(
      new URL(location.href),
      document.referrer,
      document.documentElement.lang.slice(0, 2),
    ),
  );
}

/**
 * For an effect of a component on every page: records the landing, then carries the campaign to
 * `apps`' links.
 */
export function attributionEffect(apps: readonly string[]): () => void {
  recordThisLanding();
  return carryCampaignToApp(apps);
}
