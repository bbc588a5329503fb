import enForms from '../../locales/en-US/forms.json';
import esForms from '../../locales/es-MX/forms.json';
import { SUBMISSION_BODY_LIMIT_KB } from '../lib/forms/constants';
import { splitLocalePath, type Locale } from '../i18n/routing';

// The checks made on a form submission before Next.js reads it (proxy.ts). Next answers these
// cases with a 500 of its own (a body over the server-action limit, a foreign Origin, an action
// call that is not a form); here they get the right status and a sentence in the page's language.

export type Refusal = { status: 403 | 413 | 415; reason: 'forbidden' | 'tooLarge' | 'unsupported' };

/** Why a submission must be refused from its headers alone, or null when it may go on. */
export function submissionRefusal(headers: Headers): Refusal | null {
  const origin = headers.get('origin');
  if (origin !== null) {
    // The same rule as Next's own check: the Origin's host must be the (forwarded) host.
    const host = headers.get('x-forwarded-host')?.split(',')[0]?.trim() || headers.get('host');
    let originHost: string | null = null;
    try {
      originHost = new URL(origin).host;
    } catch {
      // not a URL
    }
    if (!originHost || originHost !== host) return { status: 403, reason: 'forbidden' };
  }
  const length = Number(headers.get('content-length') ?? 0);
  if (length > SUBMISSION_BODY_LIMIT_KB * 1024) return { status: 413, reason: 'tooLarge' };
  // Every form posts multipart/form-data, with JavaScript (server-action call) or without.
  if (!/^\s*multipart\/form-data\s*;/i.test(headers.get('content-type') ?? ''))
    return { status: 415, reason: 'unsupported' };
  return null;
}

const formsMessages: Record<Locale, typeof enForms> = { en: enForms, es: esForms };

/** The refusal as the visitor reads it, in the language of the page posted to. */
export function refusalMessage(pathname: string, reason: Refusal['reason']): string {
  return formsMessages[splitLocalePath(pathname).locale].common.refused[reason];
}
