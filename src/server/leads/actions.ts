'use server';

import type { FormState } from '@/forms/shared';
import { isLocale, routing, type Locale } from '@/i18n/routing';
import { chatSubmission, contactSubmission } from './contact';
import { dataDeletionSubmission } from './data-deletion';
import { newsletterSubmission } from './newsletter';
import { salesContactSubmission } from './sales-contact';
import { clientAddress, submitLead } from './submit';

// The server actions of the five forms. Each is bound to the page's locale by its form component
// (`action.bind(null, locale)`); the locale argument is checked, never trusted.

function safeLocale(value: unknown): Locale {
  return isLocale(value) ? value : routing.defaultLocale;
}

async function run<F extends string>(build: Promise<Parameters<typeof submitLead>[0]>): Promise<FormState<F>> {
  return (await submitLead(await build, { address: await clientAddress() })) as FormState<F>;
}

export async function subscribeToNewsletter(locale: Locale, _prev: FormState, data: FormData) {
  return run(newsletterSubmission(safeLocale(locale), data));
}

export async function sendContactMessage(locale: Locale, _prev: FormState, data: FormData) {
  return run(contactSubmission(safeLocale(locale), data));
}

export async function sendChatMessage(locale: Locale, _prev: FormState, data: FormData) {
  return run(chatSubmission(safeLocale(locale), data));
}

export async function requestSalesContact(locale: Locale, _prev: FormState, data: FormData) {
  return run(salesContactSubmission(safeLocale(locale), data));
}

export async function requestDataDeletion(locale: Locale, _prev: FormState, data: FormData) {
  return run(dataDeletionSubmission(safeLocale(locale), data));
}
