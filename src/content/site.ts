import { env } from '@/env';
import type { Locale } from '@/i18n/routing';
import { facts, phoneFor } from './facts';

/**
 * Company facts shown across the site. The legal entity, its address, e-mail addresses and phone
 * numbers live in the facts registry (./facts.ts), with every other figure that can change and
 * the stand-ins to replace before launch (`npm run ops -- preflight`); this object reads them.
 */
export const site = {
  name: 'Invoxa',
  legalName: facts.company.value.legalName,
  emails: facts.emails.value,
  address: facts.company.value.address,
  foundingYear: 2023,
} as const;

/** Links to places outside this site (configurable: see .env.example). */
export function externalLinks() {
  const e = env();
  return {
    login: e.APP_LOGIN_URL,
    signup: e.APP_SIGNUP_URL,
    scheduling: e.SCHEDULING_URL,
  };
}

/** The phone number of `locale`'s audience (a US line on English pages, a Mexican one on Spanish pages). */
export function sitePhone(locale: Locale): { display: string; href: string } {
  const phone = phoneFor(locale);
  return { display: phone.display, href: `tel:${phone.tel}` };
}
