import { env } from '@/env';

/** Company facts shown across the site: one place to change them. */
export const site = {
  name: 'Invoxa',
  legalName: 'Invoxa, Inc.',
  phone: '+1 (888) 555-0142',
  phoneHref: 'tel:+18885550142',
  emails: {
    hello: 'hello@invoxa.com',
    support: 'support@invoxa.com',
    sales: 'sales@invoxa.com',
    legal: 'legal@invoxa.com',
    privacy: 'privacy@invoxa.com',
    dpo: 'dpo@invoxa.com',
  },
  address: {
    street: '548 Market St, Suite 36490',
    locality: 'San Francisco',
    region: 'CA',
    postalCode: '94104',
    country: 'US',
  },
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
