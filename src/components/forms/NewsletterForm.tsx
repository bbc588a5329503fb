'use client';

import { useActionState, useEffect, useState, type FormEvent } from 'react';
import { EMAIL_PATTERN, idleState, LIMITS } from '@/forms/constants';
import type { Locale } from '@/i18n/routing';
import { subscribeToNewsletter } from '@/server/leads/actions';
import { Honeypot } from './fields';

export const NEWSLETTER_MESSAGE_MS = 5000;

interface Props {
  locale: Locale;
  permalink: string;
  labels: { email: string; placeholder: string; submit: string; submitting: string };
  messages: { emailRequired: string; emailInvalid: string };
}

/** Newsletter sign-up: idle → loading → success or error; the message clears after 5 s. */
export function NewsletterForm({ locale, permalink, labels, messages }: Props) {
  const [state, action, pending] = useActionState(subscribeToNewsletter, idleState, permalink);
  const [clientError, setClientError] = useState<string>();
  const [hiddenSeq, setHiddenSeq] = useState<number>();

  useEffect(() => {
    if (state.seq === undefined) return;
    const timer = setTimeout(() => setHiddenSeq(state.seq), NEWSLETTER_MESSAGE_MS);
    return () => clearTimeout(timer);
  }, [state.seq]);

  function validate(e: FormEvent<HTMLFormElement>) {
    const email = String(new FormData(e.currentTarget).get('email') ?? '').trim();
    const error = !email
      ? messages.emailRequired
      : EMAIL_PATTERN.test(email)
        ? undefined
        : messages.emailInvalid;
    setClientError(error);
    if (error) e.preventDefault();
  }

  const shown = state.seq !== undefined && hiddenSeq !== state.seq;
  const message = clientError ?? (shown ? (state.fieldErrors?.email ?? state.message) : undefined);
  const kind = clientError || state.status === 'error' ? 'error' : 'success';

  return (
    <form action={action} onSubmit={validate} noValidate className="relative">
      <Honeypot />
      <input type="hidden" name="locale" value={locale} />
      <div className="flex flex-col gap-3 sm:flex-row">
        <label htmlFor="newsletter-email" className="sr-only">
          {labels.email}
        </label>
        <input
          id="newsletter-email"
          name="email"
          type="email"
          autoComplete="email"
          maxLength={LIMITS.email}
          placeholder={labels.placeholder}
          defaultValue={state.status === 'error' ? state.values?.email : ''}
          aria-invalid={message && kind === 'error' ? true : undefined}
          aria-describedby={message ? 'newsletter-message' : undefined}
          onChange={() => setClientError(undefined)}
          className="field-input flex-1 border-white/40"
        />
        <button type="submit" disabled={pending} className="btn-inverse">
          {pending ? labels.submitting : labels.submit}
        </button>
      </div>
      <p
        id="newsletter-message"
        role={kind === 'error' ? 'alert' : 'status'}
        className={`mt-3 min-h-6 text-sm font-medium ${kind === 'error' ? 'text-amber-200' : 'text-brand-100'}`}
      >
        {message}
      </p>
    </form>
  );
}
