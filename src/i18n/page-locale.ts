import { notFound } from 'next/navigation';
import { isLocale, type Locale } from './routing';

/**
 * `value` as a locale, checked: any other value is a page that does not exist. Every page and
 * layout under app/[locale] narrows its locale through this (usually as `pageLocale`).
 */
export function checkedLocale(value: string): Locale {
  if (!isLocale(value)) notFound();
  return value;
}

/** The locale of a route's `[locale]` segment, checked. */
export async function pageLocale(params: Promise<{ locale: string }>): Promise<Locale> {
  return checkedLocale((await params).locale);
}
