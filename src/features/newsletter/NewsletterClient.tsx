'use client';

import { useActionState, useEffect, useState, type ReactNode } from 'react';
import { Honeypot } from '@/components/forms/fields';
import type { Locale } from '@/i18n/routing';
import { LIMITS, startState, type LeadState } from '@/lib/forms/constants';
import { AttributionFields } from '@/components/forms/AttributionFields';
import { withFormBoundary } from '@/components/forms/FormBoundary';
import { useValidation } from '@/components/forms/use-validation';
import { subscribeToNewsletter } from './action';

export const NEWSLETTER_MESSAGE_MS = 5000;

interface Props {
  locale: Locale;
  permalink: string;
  labels: { email: string; placeholder: string; submit: string; submitting: string };
  messages: Record<string, string>;
  notice: ReactNode;
}

/** Newsletter sign-up: idle → loading → success or error; the message clears after 5 s. */
function NewsletterFields({
  locale,
  permalink,
  labels,
  messages,
  notice,
  initial,
}: Props & { initial?: LeadState }) {
  const [state, action, pending] = useActionState(
    subscribeToNewsletter,
    startState(initial),
    permalink,
  );
  const { errors, clear, formProps } = useValidation(
    () => import('./schema').then((m) => m.newsletterSchema),
    messages,
    state,
  );
  // The answer whose message has been shown for its 5 s (answers are told apart by identity).
  const [hidden, setHidden] = useState<LeadState>();

  useEffect(() => {
    if (state.status === 'idle') return;
    const timer = setTimeout(() => setHidden(state), NEWSLETTER_MESSAGE_MS);
    return () => clearTimeout(timer);
  }, [state]);

  // A message from the browser's own check clears after the same 5 s.
  useEffect(() => {
    if (!errors.email) return;
    const timer = setTimeout(() => clear('email'), NEWSLETTER_MESSAGE_MS);
    return () => clearTimeout(timer);
  }, [errors.email, clear]);

  const answer = state.status !== 'idle' && hidden !== state ? state.message : undefined;
  const message = errors.email ?? answer;
  const kind = errors.email || state.status === 'error' ? 'error' : 'success';

  return (
    <form action={action} {...formProps} className="relative">
      <Honeypot />
      <AttributionFields />
      <input type="hidden" name="locale" value={locale} />
      <div className="flex flex-col gap-3 sm:flex-row">
        <label htmlFor="newsletter-email" className="sr-only">
          {labels.email}
        </label>
        <input
          id="newsletter-email"
          name="email"
          type="email"
          required
          autoComplete="email"
          maxLength={LIMITS.email}
          placeholder={labels.placeholder}
          defaultValue={state.status === 'error' ? state.values?.email : ''}
          aria-invalid={errors.email ? true : undefined}
          aria-describedby={message ? 'newsletter-message' : undefined}
          onChange={() => clear('email')}
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
      {notice}
    </form>
  );
}

/** The form, kept with what was typed when its submission gets no answer. */
export const NewsletterClient = withFormBoundary(NewsletterFields);
