'use client';

import { useActionState, type ReactNode } from 'react';
import {
  Field,
  FieldGroup,
  FormNotice,
  Honeypot,
  Select,
  TextField,
  emailInput,
} from '@/components/forms/fields';
import { Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import { startState, type LeadState } from '@/lib/forms/constants';
import { withFormBoundary } from '@/components/forms/FormBoundary';
import { useNoticeFocus } from '@/components/forms/use-notice-focus';
import { useValidation } from '@/components/forms/use-validation';
import { requestDataDeletion } from './action';

interface Props {
  locale: Locale;
  permalink: string;
  labels: Record<
    | 'title'
    | 'email'
    | 'confirmEmail'
    | 'reason'
    | 'optional'
    | 'confirm'
    | 'submit'
    | 'submitting'
    | 'successTitle'
    | 'returnHome',
    string
  >;
  reasons: { value: string; label: string }[];
  messages: Record<string, string>;
  notice: ReactNode;
}

/**
 * The data-deletion request form; on success a confirmation naming the address replaces it. When
 * the two addresses differ, nothing is sent.
 */
function DataDeletionFields({
  locale,
  permalink,
  labels,
  reasons,
  messages,
  notice,
  initial,
}: Props & { initial?: LeadState }) {
  const [state, action, pending] = useActionState(
    requestDataDeletion,
    startState(initial),
    permalink,
  );
  const {
    errors: err,
    clear,
    formProps,
  } = useValidation(() => import('./schema').then((m) => m.dataDeletionSchema), messages, state);

  const noticeRef = useNoticeFocus<HTMLDivElement>(state.status === 'idle' ? undefined : state);

  if (state.status === 'success') {
    return (
      <div
        ref={noticeRef}
        tabIndex={-1}
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

  const v = state.values ?? {};

  return (
    <form action={action} {...formProps} className="relative space-y-5">
      <Honeypot />
      <input type="hidden" name="locale" value={locale} />
      {state.status === 'error' && state.message && (
        <FormNotice kind="error" noticeRef={noticeRef}>
          {state.message}
        </FormNotice>
      )}
      <FieldGroup legend={labels.title} disabled={pending} className="space-y-5">
        <TextField
          {...emailInput}
          label={labels.email}
          error={err.email}
          id="deletion-email"
          name="email"
          required
          defaultValue={v.email}
          onChange={() => clear('email')}
        />
        <TextField
          {...emailInput}
          label={labels.confirmEmail}
          error={err.confirmEmail}
          id="deletion-confirm-email"
          name="confirmEmail"
          required
          defaultValue={v.confirmEmail}
          onChange={() => clear('confirmEmail')}
        />
        <Field
          id="deletion-reason"
          label={labels.reason}
          optionalLabel={labels.optional}
          error={err.reason}
        >
          {(aria) => (
            <Select {...aria} id="deletion-reason" name="reason" defaultValue={v.reason ?? ''}>
              {reasons.map((r) => (
                <option key={r.value} value={r.value}>
                  {r.label}
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
              onChange={() => clear('confirm')}
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
        {notice}
        <button type="submit" className="btn bg-red-700 text-white hover:bg-red-800">
          {pending ? labels.submitting : labels.submit}
        </button>
      </FieldGroup>
    </form>
  );
}

/** The form, kept with what was typed when its submission gets no answer. */
export const DataDeletionClient = withFormBoundary(DataDeletionFields);
