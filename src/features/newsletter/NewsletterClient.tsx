'use client';

import { useEffect, useState } from 'react';
import { emailInput } from '@/components/forms/submission-parts';
import type { LeadFormProps, LeadState } from '@/lib/forms/constants';
import { withFormBoundary } from '@/components/forms/FormBoundary';
import * as LeadForm from '@/components/forms/lead-form';
import { subscribeToNewsletter } from './action';

/** The form's rules, fetched once it is interactive. */
const schema = () => import('./schema').then((m) => m.newsletterSchema);

export const NEWSLETTER_MESSAGE_MS = 5000;

interface Props extends LeadFormProps {
  labels: { email: string; placeholder: string; submit: string; submitting: string };
}

/** Newsletter sign-up: idle → loading → success or error; the message clears after 5 s. */
function NewsletterFields(props: Props) {
  const { labels } = props;
  const { state, pending, errors, clear, field, formProps } = LeadForm.useLeadForm(props, {
    action: subscribeToNewsletter,
    schema,
    ids: 'newsletter',
  });
  const { label, error, ...email } = field('email', emailInput);
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
    <form {...formProps} className="relative">
      <LeadForm.Basics locale={props.locale} />
      <div className="flex flex-col gap-3 sm:flex-row">
        <label htmlFor={email.id} className="sr-only">
          {label}
        </label>
        <input
          {...email}
          required
          placeholder={labels.placeholder}
          aria-invalid={error ? true : undefined}
          aria-describedby={message ? 'newsletter-message' : undefined}
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
      {props.notice}
    </form>
  );
}

/** The form, kept with what was typed when its submission gets no answer. */
export const NewsletterClient = withFormBoundary(NewsletterFields);
