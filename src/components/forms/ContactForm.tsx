'use client';

import { useActionState } from 'react';
import { contactSubjects } from '@/forms/contact-subjects';
import { idleState, LIMITS } from '@/forms/constants';
import type { Locale } from '@/i18n/routing';
import { sendContactMessage } from '@/server/leads/actions';
import {
  Field,
  FormNotice,
  Honeypot,
  Select,
  TextField,
  emailInput,
  nameInput,
  phoneInput,
} from './fields';

export interface ContactFormLabels {
  name: string;
  email: string;
  phone: string;
  company: string;
  optional: string;
  subject: string;
  subjectPlaceholder: string;
  subjects: Record<(typeof contactSubjects)[number], string>;
  message: string;
  textOptIn: string;
  submit: string;
  sending: string;
  successTitle: string;
  errorTitle: string;
  unexpected: string;
}

/** The contact form (#form on /contact). Fields are disabled while sending; success clears the form. */
export function ContactForm({
  locale,
  permalink,
  labels,
}: {
  locale: Locale;
  permalink: string;
  labels: ContactFormLabels;
}) {
  const [state, action, pending] = useActionState(sendContactMessage, idleState, permalink);
  const v = state.status === 'error' ? (state.values ?? {}) : {};
  const err = state.fieldErrors ?? {};

  return (
    <form
      action={action}
      className="relative space-y-5"
      aria-describedby={state.status !== 'idle' ? 'contact-form-notice' : undefined}
    >
      <Honeypot />
      <input type="hidden" name="locale" value={locale} />
      {state.status !== 'idle' && (
        <div id="contact-form-notice">
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
      <fieldset disabled={pending} className="grid gap-5 sm:grid-cols-2">
        <TextField
          {...nameInput}
          label={labels.name}
          error={err.name}
          id="contact-name"
          name="name"
          required
          defaultValue={v.name}
        />
        <TextField
          {...emailInput}
          label={labels.email}
          error={err.email}
          id="contact-email"
          name="email"
          required
          defaultValue={v.email}
        />
        <TextField
          {...phoneInput}
          label={labels.phone}
          optionalLabel={labels.optional}
          error={err.phone}
          id="contact-phone"
          name="phone"
          defaultValue={v.phone}
        />
        <TextField
          label={labels.company}
          optionalLabel={labels.optional}
          error={err.company}
          id="contact-company"
          name="company"
          maxLength={LIMITS.company}
          autoComplete="organization"
          defaultValue={v.company}
        />
        <div className="sm:col-span-2">
          <Field id="contact-subject" label={labels.subject} error={err.subject}>
            {(aria) => (
              <Select
                {...aria}
                id="contact-subject"
                name="subject"
                required
                defaultValue={v.subject ?? ''}
              >
                <option value="" disabled>
                  {labels.subjectPlaceholder}
                </option>
                {contactSubjects.map((s) => (
                  <option key={s} value={s}>
                    {labels.subjects[s]}
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
            error={err.message}
            id="contact-message"
            name="message"
            required
            rows={6}
            maxLength={LIMITS.message}
            defaultValue={v.message}
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
        <div className="sm:col-span-2">
          <button type="submit" className="btn-primary w-full sm:w-auto">
            {pending ? labels.sending : labels.submit}
          </button>
        </div>
      </fieldset>
    </form>
  );
}
