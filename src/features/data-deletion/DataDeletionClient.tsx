'use client';

import { Field, Select } from '@/components/forms/fields';
import { FieldGroup, emailInput, TextField } from '@/components/forms/submission-parts';
import { Link } from '@/i18n/navigation';
import { withFormBoundary } from '@/components/forms/FormBoundary';
import * as LeadForm from '@/components/forms/lead-form';
import type { LeadFormProps } from '@/lib/forms/constants';
import { requestDataDeletion } from './action';

/** The form's rules, fetched once it is interactive. */
const schema = () => import('./schema').then((m) => m.dataDeletionSchema);

interface Props extends LeadFormProps {
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
}

/**
 * The data-deletion request form; on success a confirmation naming the address replaces it. When
 * the two addresses differ, nothing is sent.
 */
function DataDeletionFields({ reasons, ...props }: Props) {
  const { labels } = props;
  const { state, pending, errors, clear, typed, control, field, noticeRef, formProps } =
    LeadForm.useLeadForm(props, { action: requestDataDeletion, schema, ids: 'deletion' });
  const reason = field('reason');

  if (state.status === 'success') {
    return (
      <LeadForm.Success
        noticeRef={noticeRef}
        className="rounded-2xl border border-green-300 bg-green-50 p-6 text-green-900"
      >
        <h3 className="text-lg font-semibold">{labels.successTitle}</h3>
        <p className="mt-2">{state.message}</p>
        <Link href="/" className="btn-primary mt-6">
          {labels.returnHome}
        </Link>
      </LeadForm.Success>
    );
  }

  return (
    <form {...formProps} className="relative space-y-5">
      <LeadForm.Basics locale={props.locale} attribution={false} />
      <LeadForm.ErrorNotice state={state} noticeRef={noticeRef} />
      <FieldGroup legend={labels.title} disabled={pending} className="space-y-5">
        <TextField {...field('email', emailInput)} required />
        <TextField {...field('confirmEmail', emailInput)} required />
        <Field {...reason} optionalLabel={labels.optional}>
          {(aria) => (
            <Select
              {...aria}
              {...control('reason')}
              id={reason.id}
              defaultValue={typed.reason ?? ''}
            >
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
              defaultChecked={typed.confirm === 'on'}
              onChange={() => clear('confirm')}
              aria-invalid={errors.confirm ? true : undefined}
              aria-describedby={errors.confirm ? 'deletion-confirm-error' : undefined}
              className="mt-0.5 h-5 w-5 shrink-0 accent-brand-700"
            />
            <span>{labels.confirm}</span>
          </label>
          {errors.confirm && (
            <p id="deletion-confirm-error" className="mt-1 text-sm font-medium text-red-700">
              {errors.confirm}
            </p>
          )}
        </div>
        <LeadForm.Submit
          notice={props.notice}
          label={labels.submit}
          pendingLabel={labels.submitting}
          className="btn bg-red-700 text-white hover:bg-red-800"
        />
      </FieldGroup>
    </form>
  );
}

/** The form, kept with what was typed when its submission gets no answer. */
export const DataDeletionClient = withFormBoundary(DataDeletionFields);
