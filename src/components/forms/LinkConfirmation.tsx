'use client';

import { useActionState, type ReactNode } from 'react';
import type { Locale } from '@/i18n/routing';
import type { LinkConfirmationState } from '@/lib/forms/constants';
import { FormNotice } from './submission-parts';

interface Props {
  /** The feature's server action: confirms with the token the form posts. */
  action: (previous: LinkConfirmationState, data: FormData) => Promise<LinkConfirmationState>;
  locale: Locale;
  token: string;
  permalink: string;
  /** What opening the link found (looking changes nothing). */
  initial: LinkConfirmationState;
  labels: Record<'text' | 'button' | 'submitting', string>;
  buttonClassName: string;
  /** Shown under a link that cannot be used: the way to start again. */
  startAgain: ReactNode;
}

/**
 * The page of an e-mailed confirmation link: a button whose POST confirms (so a mail scanner
 * opening the link confirms nothing), then the outcome in place of the form. Works without
 * JavaScript.
 */
export function LinkConfirmation({
  action: confirm,
  locale,
  token,
  permalink,
  initial,
  labels,
  buttonClassName,
  startAgain,
}: Props) {
  const [state, action, pending] = useActionState(confirm, initial, permalink);

  if (state.status === 'confirmed')
    return (
      <FormNotice kind="success" title={state.title}>
        {state.message}
      </FormNotice>
    );
  if (state.status !== 'idle' && state.status !== 'error')
    return (
      <div>
        <FormNotice kind="error" title={state.title}>
          {state.message}
        </FormNotice>
        {startAgain}
      </div>
    );
  return (
    <form action={action} className="space-y-5">
      <input type="hidden" name="locale" value={locale} />
      <input type="hidden" name="token" value={token} />
      {state.status === 'error' && <FormNotice kind="error">{state.message}</FormNotice>}
      <p className="text-slate-700">{labels.text}</p>
      <button type="submit" disabled={pending} className={buttonClassName}>
        {pending ? labels.submitting : labels.button}
      </button>
    </form>
  );
}
