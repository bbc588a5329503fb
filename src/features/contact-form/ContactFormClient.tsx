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
  nameInput,
  phoneInput,
} from '@/components/forms/fields';
import type { Locale } from '@/i18n/routing';
import { LIMITS, startState, type LeadState } from '@/lib/forms/constants';
import { AttributionFields } from '@/components/forms/AttributionFields';
import { withFormBoundary } from '@/components/forms/FormBoundary';
import { useNoticeFocus } from '@/components/forms/use-notice-focus';
import { useValidation } from '@/components/forms/use-validation';
import { sendContactMessage } from './action';

interface Props {
  locale: Locale;
  permalink: string;
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
  messages: Record<string, string>;
  notice: ReactNode;
}

/** The contact form. Fields are disabled while sending; success clears the form. */
function ContactFormFields({
  locale,
  permalink,
  labels,
  subjects,
  messages,
  notice,
  initial,
}: Props & { initial?: LeadState }) {
  const [state, action, pending] = useActionState(
    sendContactMessage,
    startState(initial),
    permalink,
  );
  const { errors, clear, formProps } = useValidation(
    () => import('./schema').then((m) => m.contactFormSchema),
    messages,
    state,
  );
  const noticeRef = useNoticeFocus<HTMLDivElement>(state.status === 'idle' ? undefined : state);
  const v = state.status === 'error' ? (state.values ?? {}) : {};

  return (
    <form
      action={action}
      {...formProps}
      className="relative space-y-5"
      aria-describedby={state.status !== 'idle' ? 'contact-form-notice' : undefined}
    >
      <Honeypot />
      <AttributionFields />
      <input type="hidden" name="locale" value={locale} />
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
        <TextField
          {...nameInput}
          label={labels.name}
          error={errors.name}
          id="contact-name"
          name="name"
          required
          defaultValue={v.name}
          onChange={() => clear('name')}
        />
        <TextField
          {...emailInput}
          label={labels.email}
          error={errors.email}
          id="contact-email"
          name="email"
          required
          defaultValue={v.email}
          onChange={() => clear('email')}
        />
        <TextField
          {...phoneInput}
          label={labels.phone}
          optionalLabel={labels.optional}
          error={errors.phone}
          id="contact-phone"
          name="phone"
          defaultValue={v.phone}
          onChange={() => clear('phone')}
        />
        <TextField
          label={labels.company}
          optionalLabel={labels.optional}
          error={errors.company}
          id="contact-company"
          name="company"
          maxLength={LIMITS.company}
          autoComplete="organization"
          defaultValue={v.company}
          onChange={() => clear('company')}
        />
        <div className="sm:col-span-2">
          <Field id="contact-subject" label={labels.subject} error={errors.subject}>
            {(aria) => (
              <Select
                {...aria}
                id="contact-subject"
                name="subject"
                required
                defaultValue={v.subject ?? ''}
                onChange={() => clear('subject')}
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
            multiline
            label={labels.message}
            error={errors.message}
            id="contact-message"
            name="message"
            required
            rows={6}
            maxLength={LIMITS.message}
            defaultValue={v.message}
            onChange={() => clear('message')}
          />
        </div>
        <label className="flex items-start gap-3 text-sm text-slate-700 sm:col-span-2">
          <input
            type="checkbox"
            name="textOptIn"
            defaultChecked={
              state.status === 'error' && state.values ? state.values.textOptIn === 'on' : true
            }
            className="mt-0.5 h-5 w-5 shrink-0 accent-brand-700"
          />
          <span>{labels.textOptIn}</span>
        </label>
        <div className="space-y-4 sm:col-span-2">
          {notice}
          <button type="submit" className="btn-primary w-full sm:w-auto">
            {pending ? labels.sending : labels.submit}
          </button>
        </div>
      </FieldGroup>
    </form>
  );
}

/** The form, kept with what was typed when its submission gets no answer. */
export const ContactFormClient = withFormBoundary(ContactFormFields);
