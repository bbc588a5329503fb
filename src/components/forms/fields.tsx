import type {
  InputHTMLAttributes,
  ReactNode,
  Ref,
  SelectHTMLAttributes,
  TextareaHTMLAttributes,
} from 'react';
import { HONEYPOT_FIELD, LIMITS } from '@/lib/forms/constants';

interface FieldProps {
  id: string;
  label: string;
  error?: string;
  hint?: string;
  optionalLabel?: string;
  children: (aria: { 'aria-invalid'?: true; 'aria-describedby'?: string }) => ReactNode;
}

/** Label, control, hint and error message, wired together for assistive technology. */
export function Field({ id, label, error, hint, optionalLabel, children }: FieldProps) {
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null]
    .filter(Boolean)
    .join(' ');
  return (
    <div>
      <label htmlFor={id} className="field-label">
        {label}
        {optionalLabel && <span className="font-normal text-muted"> ({optionalLabel})</span>}
      </label>
      {children({
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy || undefined,
      })}
      {hint && (
        <p id={`${id}-hint`} className="mt-1 text-sm text-muted">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

/**
 * An input, `type="text"` unless told otherwise: written out, so checkers that read the attribute
 * (HTML_CodeSniffer's autocomplete rule, H98) see a text field where `autocomplete="name"` fits.
 */
export function TextInput(
  props: InputHTMLAttributes<HTMLInputElement> & { ref?: Ref<HTMLInputElement> },
) {
  return (
    <input
      type="text"
      {...props}
      className={`field-input ${props['aria-invalid'] ? 'border-red-600' : ''} ${props.className ?? ''}`}
    />
  );
}

export function TextArea(props: TextareaHTMLAttributes<HTMLTextAreaElement>) {
  return (
    <textarea
      {...props}
      className={`field-input ${props['aria-invalid'] ? 'border-red-600' : ''} ${props.className ?? ''}`}
    />
  );
}

export function Select(props: SelectHTMLAttributes<HTMLSelectElement>) {
  return (
    <select
      {...props}
      className={`field-input ${props['aria-invalid'] ? 'border-red-600' : ''} ${props.className ?? ''}`}
    />
  );
}

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
