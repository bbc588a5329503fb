'use client';

import { useActionState, type ReactNode } from 'react';
import { FormNotice } from '@/components/forms/fields';
import type { Locale } from '@/i18n/routing';
import { confirmDataDeletion } from './action';
import type { ConfirmationState } from './lead';

interface Props {
  locale: Locale;
  token: string;
  permalink: string;
  initial: ConfirmationState;
  labels: Record<'text' | 'button' | 'submitting', string>;
  newRequest: ReactNode;
}

/** The confirmation button, then the outcome in place of the form (works without JavaScript). */
export function ConfirmDeletionClient({
  locale,
  token,
  permalink,
  initial,
  labels,
  newRequest,
}: Props) {
  const [state, action, pending] = useActionState(confirmDataDeletion, initial, permalink);

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
        {newRequest}
      </div>
    );
  return (
    <form action={action} className="space-y-5">
      <input type="hidden" name="locale" value={locale} />
      <input type="hidden" name="token" value={token} />
      {state.status === 'error' && <FormNotice kind="error">{state.message}</FormNotice>}
      <p className="text-slate-700">{labels.text}</p>
      <button
        type="submit"
        disabled={pending}
        className="btn bg-red-700 text-white hover:bg-red-800"
      >
        {pending ? labels.submitting : labels.button}
      </button>
    </form>
  );
}
