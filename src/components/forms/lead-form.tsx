'use client';

// A lead form's parts, imported as one namespace: `import * as LeadForm from '…/lead-form'`.

import { useActionState, type ReactNode, type Ref } from 'react';
import { useFormStatus } from 'react-dom';
import type { Locale } from '@/i18n/routing';
import { startState, type LeadFormProps, type LeadState } from '@/lib/forms/constants';
import { AttributionFields } from './AttributionFields';
import { FormNotice, Honeypot } from './submission-parts';
import { useNoticeFocus } from './use-notice-focus';
import { useValidation, type Validator } from './use-validation';

/** A feature's form: its action, its schema, and the first part of its fields' ids. */
export interface Feature<F extends string> {
  /** The feature's server action (`defineLeadAction`). */
  action: (previous: LeadState<F>, data: FormData) => Promise<LeadState<F>>;
  /** The feature's schema, fetched once the form is interactive. */
  schema: () => Promise<Validator<F>>;
  /** `chat` gives the ids `chat-name`, `chat-email`… */
  ids: string;
}

/**
 * What every lead form does besides its fields and texts: it posts to its action (also without
 * JavaScript), checks the fields with the feature's schema before sending, moves focus to each new
 * answer, and after an error starts again from what the visitor typed.
 *
 * `formProps` go on the `<form>`; `field(name, input)` on a `TextField` (id, name, label, error,
 * what was typed, the error cleared on edit, and the `input` settings), `control(name)` on a bare
 * control; `noticeRef` on the element that announces the answer.
 */
export function useLeadForm<F extends string>(
  {
    labels,
    permalink,
    messages,
    initial,
  }: LeadFormProps & { labels: Partial<Record<NoInfer<F>, string>> },
  { action, schema, ids }: Feature<F>,
) {
  const [state, formAction, pending] = useActionState(action, startState(initial), permalink);
  const { errors, clear, formProps } = useValidation(schema, messages, state);
  const noticeRef = useNoticeFocus<HTMLDivElement>(state.status === 'idle' ? undefined : state);
  /** What the visitor typed, when the answer was an error. */
  const typed: Partial<Record<F, string>> = state.status === 'error' ? (state.values ?? {}) : {};

  function control(name: F) {
    return { name, defaultValue: typed[name], onChange: () => clear(name) };
  }

  function field<I extends object>(name: F, input?: I) {
    return {
      ...input,
      ...control(name),
      id: `${ids}-${name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`,
      label: labels[name] ?? '',
      error: errors[name],
    };
  }

  return {
    state,
    pending,
    errors,
    clear,
    typed,
    control,
    field,
    noticeRef,
    formProps: { action: formAction, ...formProps },
  };
}

/**
 * The hidden fields every lead form sends: the honeypot, the page's language and, for a form that
 * stores a lead, where the visitor came from.
 */
export function Basics({ locale, attribution = true }: { locale: Locale; attribution?: boolean }) {
  return (
    <>
      <Honeypot />
      {attribution && <AttributionFields />}
      <input type="hidden" name="locale" value={locale} />
    </>
  );
}

/** The error banner of a form's last answer, which takes focus as it arrives (unless hidden). */
export function ErrorNotice({
  state,
  noticeRef,
  title,
  hidden = false,
}: {
  state: LeadState;
  noticeRef: Ref<HTMLDivElement>;
  title?: string;
  hidden?: boolean;
}) {
  if (state.status !== 'error' || !state.message || hidden) return null;
  return (
    <FormNotice kind="error" title={title} noticeRef={noticeRef}>
      {state.message}
    </FormNotice>
  );
}

/**
 * The notice at collection and the submit button, which says so while its form is being sent.
 */
export function Submit({
  notice,
  label,
  pendingLabel,
  className,
}: {
  notice: ReactNode;
  label: string;
  pendingLabel: string;
  className: string;
}) {
  const { pending } = useFormStatus();
  return (
    <>
      {notice}
      <button type="submit" className={className}>
        {pending ? pendingLabel : label}
      </button>
    </>
  );
}

/** The panel that replaces a form after its success, and takes focus as it appears. */
export function Success({
  noticeRef,
  className,
  children,
}: {
  noticeRef: Ref<HTMLDivElement>;
  className: string;
  children: ReactNode;
}) {
  return (
    <div ref={noticeRef} tabIndex={-1} role="status" className={className}>
      {children}
    </div>
  );
}
