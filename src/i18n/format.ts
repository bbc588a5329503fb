import { localeTags, type Locale } from './routing';

/** A calendar date (`YYYY-MM-DD`) written out for the locale, e.g. "September 9, 2025". */
export function formatDate(isoDate: string, locale: Locale): string {
  return new Intl.DateTimeFormat(localeTags[locale], {
    dateStyle: 'long',
    timeZone: 'UTC',
  }).format(new Date(`${isoDate}T00:00:00Z`));
}
