'use client';

import { Field, Select } from '@/components/forms/fields';
import {
  FieldGroup,
  FormNotice,
  emailInput,
  nameInput,
  phoneInput,
  TextField,
} from '@/components/forms/submission-parts';
import { LIMITS, type LeadFormProps } from '@/lib/forms/constants';
import { withFormBoundary } from '@/components/forms/FormBoundary';
import * as LeadForm from '@/components/forms/lead-form';
import { sendContactMessage } from './action';

/** The form's rules, fetched once it is interactive. */
const schema = () => import('./schema').then((m) => m.contactFormSchema);

interface Props extends LeadFormProps {
  labels: Record<
    | 'title'
    | 'name'
    | 'email'
    | 'phone'
    | 'company'
    | 'optional'
    | 'subject'
    | 'subjectPlaceholder'
    | 'message'
    | 'textOptIn'
    | 'submit'
    | 'sending'
    | 'successTitle'
    | 'errorTitle'
    | 'unexpected',
    string
  >;
  subjects: { value: string; label: string }[];
}

/** The contact form. Fields are disabled while sending; success clears the form. */
function ContactFormFields({ subjects, ...props }: Props) {
  const { labels } = props;
  const { state, pending, typed, control, field, noticeRef, formProps } = LeadForm.useLeadForm(
    props,
    { action: sendContactMessage, schema, ids: 'contact' },
  );
  const subject = field('subject');

  return (
    <form
      {...formProps}
      className="relative space-y-5"
      aria-describedby={state.status !== 'idle' ? 'contact-form-notice' : undefined}
    >
      <LeadForm.Basics locale={props.locale} />
      {state.status !== 'idle' && (
        <div id="contact-form-notice" ref={noticeRef} tabIndex={-1} className="scroll-mt-24">
          {state.status === 'success' ? (
            <FormNotice kind="success" title={labels.successTitle}>
              {state.message}
            </FormNotice>
          ) : (
            <FormNotice kind="error" title={labels.errorTitle}>
              {state.message ??
                (state.fieldErrors ? Object.values(state.fieldErrors)[0] : labels.unexpected)}
            </FormNotice>
          )}
        </div>
      )}
      <FieldGroup legend={labels.title} disabled={pending} className="grid gap-5 sm:grid-cols-2">
        <TextField {...field('name', nameInput)} required />
        <TextField {...field('email', emailInput)} required />
        <TextField {...field('phone', phoneInput)} optionalLabel={labels.optional} />
        <TextField
          {...field('company', { maxLength: LIMITS.company, autoComplete: 'organization' })}
          optionalLabel={labels.optional}
        />
        <div className="sm:col-span-2">
          <Field {...subject}>
            {(aria) => (
              <Select
                {...aria}
                {...control('subject')}
                id={subject.id}
                required
                defaultValue={typed.subject ?? ''}
              >
                <option value="" disabled>
                  {labels.subjectPlaceholder}
                </option>
                {subjects.map((s) => (
                  <option key={s.value} value={s.value}>
                    {s.label}
                  </option>
                ))}
              </Select>
            )}
          </Field>
        </div>
        <div className="sm:col-span-2">
          <TextField
            {...field('message', { maxLength: LIMITS.message })}
            multiline
            required
            rows={6}
          />
        </div>
        <label className="flex items-start gap-3 text-sm text-slate-700 sm:col-span-2">
          <input
            type="checkbox"
            name="textOptIn"
            defaultChecked={
              state.status === 'error' && state.values ? typed.textOptIn === 'on' : true
            }
            className="mt-0.5 h-5 w-5 shrink-0 accent-brand-700"
          />
          <span>{labels.textOptIn}</span>
        </label>
        <div className="space-y-4 sm:col-span-2">
          <LeadForm.Submit
            notice={props.notice}
            label={labels.submit}
            pendingLabel={labels.sending}
            className="btn-primary w-full sm:w-auto"
          />
        </div>
      </FieldGroup>
    </form>
  );
}

/** The form, kept with what was typed when its submission gets no answer. */
export const ContactFormClient = withFormBoundary(ContactFormFields);
