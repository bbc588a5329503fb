'use client';

import { useActionState, useState, type FormEvent } from 'react';
import { deletionReasons } from '@/forms/deletion-reasons';
import { idleState } from '@/forms/constants';
import { Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import { requestDataDeletion } from '@/server/leads/actions';
import { Field, FormNotice, Honeypot, Select, TextField, emailInput } from './fields';

export interface DataDeletionLabels {
  email: string;
  confirmEmail: string;
  reason: string;
  optional: string;
  reasons: Record<'none' | (typeof deletionReasons)[number], string>;
  confirm: string;
  submit: string;
  submitting: string;
  mismatch: string;
  successTitle: string;
  returnHome: string;
}

/** The data-deletion request form; on success a confirmation naming the address replaces it. */
export function DataDeletionForm({
  locale,
  permalink,
  labels,
}: {
  locale: Locale;
  permalink: string;
  labels: DataDeletionLabels;
}) {
  const [state, action, pending] = useActionState(requestDataDeletion, idleState, permalink);
  const [mismatch, setMismatch] = useState(false);

  if (state.status === 'success') {
    return (
      <div
        role="status"
        className="rounded-2xl border border-green-300 bg-green-50 p-6 text-green-900"
      >
        <h3 className="text-lg font-semibold">{labels.successTitle}</h3>
        <p className="mt-2">{state.message}</p>
        <Link href="/" className="btn-primary mt-6">
          {labels.returnHome}
        </Link>
      </div>
    );
  }

  function checkMatch(e: FormEvent<HTMLFormElement>) {
    const data = new FormData(e.currentTarget);
    const differs =
      String(data.get('email') ?? '').trim() !== String(data.get('confirmEmail') ?? '').trim();
    setMismatch(differs);
    if (differs) e.preventDefault(); // nothing is sent
  }

  const v = state.values ?? {};
  const err = state.fieldErrors ?? {};
  const confirmError = mismatch ? labels.mismatch : err.confirmEmail;

  return (
    <form action={action} onSubmit={checkMatch} className="relative space-y-5">
      <Honeypot />
      <input type="hidden" name="locale" value={locale} />
      {state.status === 'error' && state.message && (
        <FormNotice kind="error">{state.message}</FormNotice>
      )}
      <fieldset disabled={pending} className="space-y-5">
        <TextField
          {...emailInput}
          label={labels.email}
          error={err.email}
          id="deletion-email"
          name="email"
          required
          defaultValue={v.email}
        />
        <TextField
          {...emailInput}
          label={labels.confirmEmail}
          error={confirmError}
          id="deletion-confirm-email"
          name="confirmEmail"
          required
          defaultValue={v.confirmEmail}
          onChange={() => setMismatch(false)}
        />
        <Field
          id="deletion-reason"
          label={labels.reason}
          optionalLabel={labels.optional}
          error={err.reason}
        >
          {(aria) => (
            <Select {...aria} id="deletion-reason" name="reason" defaultValue={v.reason ?? ''}>
              <option value="">{labels.reasons.none}</option>
              {deletionReasons.map((r) => (
                <option key={r} value={r}>
                  {labels.reasons[r]}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <div>
          <label className="flex items-start gap-3 text-sm text-slate-800">
            <input
              type="checkbox"
              name="confirm"
              required
              defaultChecked={v.confirm === 'on'}
              aria-invalid={err.confirm ? true : undefined}
              aria-describedby={err.confirm ? 'deletion-confirm-error' : undefined}
              className="mt-0.5 h-5 w-5 shrink-0 accent-brand-700"
            />
            <span>{labels.confirm}</span>
          </label>
          {err.confirm && (
            <p id="deletion-confirm-error" className="mt-1 text-sm font-medium text-red-700">
              {err.confirm}
            </p>
          )}
        </div>
        <button type="submit" className="btn bg-red-700 text-white hover:bg-red-800">
          {pending ? labels.submitting : labels.submit}
        </button>
      </fieldset>
    </form>
  );
}
