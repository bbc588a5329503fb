'use server';

import type { FormState } from '@/forms/shared';
import { isLocale, routing, type Locale } from '@/i18n/routing';
import { chatSubmission, contactSubmission } from './contact';
import { dataDeletionSubmission } from './data-deletion';
import { newsletterSubmission } from './newsletter';
import { salesContactSubmission } from './sales-contact';
import { clientAddress, requestId, submitLead } from './submit';

// The server actions of the five forms. The page's locale comes in a hidden `locale` field (checked,
// never trusted). It is not bound with `action.bind(null, locale)`: Next.js 16.4 spins forever on a
// bound action submitted without JavaScript.

function localeOf(data: FormData): Locale {
  const value = data.get('locale');
  return isLocale(value) ? value : routing.defaultLocale;
}

async function run<F extends string>(
  build: Promise<Parameters<typeof submitLead>[0]>,
): Promise<FormState<F>> {
  return (await submitLead(await build, {
    address: await clientAddress(),
    requestId: await requestId(),
  })) as FormState<F>;
}

export async function subscribeToNewsletter(_prev: FormState, data: FormData) {
  return run(newsletterSubmission(localeOf(data), data));
}

export async function sendContactMessage(_prev: FormState, data: FormData) {
  return run(contactSubmission(localeOf(data), data));
}

export async function sendChatMessage(_prev: FormState, data: FormData) {
  return run(chatSubmission(localeOf(data), data));
}

export async function requestSalesContact(_prev: FormState, data: FormData) {
  return run(salesContactSubmission(localeOf(data), data));
}

export async function requestDataDeletion(_prev: FormState, data: FormData) {
  return run(dataDeletionSubmission(localeOf(data), data));
}
