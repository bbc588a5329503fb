import type {
  InputHTMLAttributes,
  ReactNode,
  Ref,
  SelectHTMLAttributes,
  TextareaHTMLAttributes,
} from 'react';

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

/** A control's classes: the field's look, red when invalid, and the caller's own. */
const controlClass = (props: { 'aria-invalid'?: unknown; className?: string }) =>
  `field-input ${props['aria-invalid'] ? 'border-red-600' : ''} ${props.className ?? ''}`;

/**
 * An input, `type="text"` unless told otherwise: written out, so checkers that read the attribute
 * (HTML_CodeSniffer's autocomplete rule, H98) see a text field where `autocomplete="name"` fits.
 */
export function TextInput(
  props: InputHTMLAttributes<HTMLInputElement> & { ref?: Ref<HTMLInputElement> },
) {
  return <input type="text" {...props} className={controlClass(props)} />;
}

export function TextArea(props: TextareaHTMLAttributes<HTMLTextAreaElement>) {
  return <textarea {...props} className={controlClass(props)} />;
}

export function Select(props: SelectHTMLAttributes<HTMLSelectElement>) {
  return <select {...props} className={controlClass(props)} />;
}
