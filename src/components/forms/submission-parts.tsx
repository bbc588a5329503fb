import type { InputHTMLAttributes, ReactNode, Ref, TextareaHTMLAttributes } from 'react';
import { HONEYPOT_FIELD, LIMITS } from '@/lib/forms/constants';
import { Field, TextArea, TextInput } from './fields';

/*
 * What the site's submission forms (contact, sales contact, newsletter, live chat, data deletion)
 * share around their fields: the form's notice, its field group, the honeypot, the labelled text
 * field, the input settings of the fields they share and the close button of their panels. Apart from ./fields.tsx, whose
 * labelled controls the invoice generator uses too, so that the generator's page does not carry
 * these (a module's exports are kept for every page that loads it).
 */

/** A success or error notice for a whole form. Errors are announced immediately. */
export function FormNotice({
  kind,
  title,
  children,
  noticeRef,
}: {
  kind: 'success' | 'error';
  title?: string;
  children: ReactNode;
  /** Given, the notice can take focus (see useNoticeFocus). */
  noticeRef?: Ref<HTMLDivElement>;
}) {
  return (
    <div
      ref={noticeRef}
      tabIndex={noticeRef ? -1 : undefined}
      role={kind === 'error' ? 'alert' : 'status'}
      className={`rounded-lg border p-4 text-sm ${kind === 'success' ? 'border-green-300 bg-green-50 text-green-900' : 'border-red-300 bg-red-50 text-red-900'}`}
    >
      {title && <p className="font-semibold">{title}</p>}
      <p className={title ? 'mt-1' : ''}>{children}</p>
    </div>
  );
}

/**
 * The fields of a form as one group, disabled while the form is being sent. `legend` names the
 * group for assistive technology with the words of the heading the form sits under; the heading
 * shows them, so the legend itself is not displayed.
 */
export function FieldGroup({
  legend,
  disabled,
  className,
  children,
}: {
  legend: string;
  disabled: boolean;
  className?: string;
  children: ReactNode;
}) {
  return (
    <fieldset disabled={disabled} className={className}>
      <legend className="sr-only">{legend}</legend>
      {children}
    </fieldset>
  );
}

/** The honeypot: off-screen and hidden from people and assistive technology. */
export function Honeypot() {
  return (
    <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
      <label>
        Website
        <input type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
      </label>
    </div>
  );
}

/** Input settings of the fields every form shares. */
export const nameInput = { maxLength: LIMITS.name, autoComplete: 'name' } as const;
export const emailInput = {
  type: 'email',
  maxLength: LIMITS.email,
  autoComplete: 'email',
} as const;
export const phoneInput = { type: 'tel', maxLength: LIMITS.phone, autoComplete: 'tel' } as const;

/** The × button that closes a panel or dialog. */
export function CloseButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <button
      type="button"
      onClick={onClick}
      aria-label={label}
      className="-m-2 inline-flex h-10 w-10 shrink-0 items-center justify-center rounded-lg text-slate-600 hover:bg-slate-100"
    >
      <svg
        width="20"
        height="20"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        aria-hidden="true"
      >
        <path d="M6 6l12 12M18 6L6 18" />
      </svg>
    </button>
  );
}

type ControlProps = InputHTMLAttributes<HTMLInputElement> &
  TextareaHTMLAttributes<HTMLTextAreaElement>;

/** A labelled text input (or, with `multiline`, a textarea) with its hint and error. */
export function TextField({
  id,
  label,
  error,
  hint,
  optionalLabel,
  multiline = false,
  inputRef,
  ...control
}: ControlProps & {
  id: string;
  label: string;
  error?: string;
  hint?: string;
  optionalLabel?: string;
  multiline?: boolean;
  inputRef?: Ref<HTMLInputElement>;
}) {
  return (
    <Field id={id} label={label} error={error} hint={hint} optionalLabel={optionalLabel}>
      {(aria) =>
        multiline ? (
          <TextArea {...control} {...aria} id={id} />
        ) : (
          <TextInput {...control} {...aria} ref={inputRef} id={id} />
        )
      }
    </Field>
  );
}
