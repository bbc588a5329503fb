import {
  createContext,
  useContext,
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from 'react';
import { Field, Select, TextArea, TextInput } from '@/components/forms/fields';
import { limitOf } from '../model/field-limits';

/**
 * True until this browser's saved documents have been read: every field of the form is then
 * read-only (a select or checkbox disabled), so nothing can be typed into the blank placeholder
 * and merged into the document restored (docs/decisions/invoice-generator.md, "Nothing edits the
 * placeholder"). The form says it is busy meanwhile (InvoiceGeneratorClient.tsx).
 */
export const FormLocked = createContext(false);

/** The generator's text field: read-only while the form is locked. */
export function Input(props: InputHTMLAttributes<HTMLInputElement>) {
  const locked = useContext(FormLocked);
  return <TextInput {...props} readOnly={locked || props.readOnly} />;
}

export function Area(props: TextareaHTMLAttributes<HTMLTextAreaElement>) {
  const locked = useContext(FormLocked);
  return <TextArea {...props} readOnly={locked || props.readOnly} />;
}

/** A select or a checkbox cannot be read-only: disabled while the form is locked. */
export function Choice(props: SelectHTMLAttributes<HTMLSelectElement>) {
  const locked = useContext(FormLocked);
  return <Select {...props} disabled={locked || props.disabled} />;
}

export function CheckInput(props: InputHTMLAttributes<HTMLInputElement>) {
  const locked = useContext(FormLocked);
  return <input {...props} type="checkbox" disabled={locked || props.disabled} />;
}

/** Extra settings of a text field. */
export interface TextOptions {
  hint?: string;
  optional?: boolean;
  multiline?: boolean;
  inputMode?: 'decimal' | 'numeric';
  autoComplete?: string;
  type?: 'email' | 'tel';
}

/**
 * The generator's field builders: a labelled text field or select with its hint and the message
 * of what is wrong with it (`fieldError`), and a titled group of fields.
 */
export function formControls(
  optionalLabel: string,
  fieldError: (id: string) => string | undefined,
) {
  const text = (
    id: string,
    label: string,
    value: string,
    onChange: (v: string) => void,
    extra: TextOptions = {},
  ) => (
    <Field
      id={id}
      label={label}
      hint={extra.hint}
      error={fieldError(id)}
      optionalLabel={extra.optional ? optionalLabel : undefined}
    >
      {(aria) =>
        extra.multiline ? (
          <Area
            {...aria}
            id={id}
            rows={3}
            maxLength={limitOf(id)}
            value={value}
            onChange={(e) => onChange(e.currentTarget.value)}
          />
        ) : (
          <Input
            {...aria}
            id={id}
            value={value}
            maxLength={limitOf(id)}
            type={extra.type ?? 'text'}
            inputMode={extra.inputMode}
            autoComplete={extra.autoComplete ?? 'off'}
            onChange={(e) => onChange(e.currentTarget.value)}
          />
        )
      }
    </Field>
  );
  const select = <V extends string>(
    id: string,
    label: string,
    value: V,
    options: [V, string][],
    onChange: (v: V) => void,
    hint?: string,
  ) => (
    <Field id={id} label={label} hint={hint} error={fieldError(id)}>
      {(aria) => (
        <Choice
          {...aria}
          id={id}
          value={value}
          onChange={(e) => onChange(e.currentTarget.value as V)}
        >
          {options.map(([v, l]) => (
            <option key={v} value={v}>
              {l}
            </option>
          ))}
        </Choice>
      )}
    </Field>
  );
  /** A checkbox with its label beside it, and a hint under it. */
  const check = (
    id: string,
    label: string,
    checked: boolean,
    onChange: (v: boolean) => void,
    hint?: string,
  ) => (
    <div className="flex items-start gap-2">
      <CheckInput
        id={id}
        className="mt-1 size-4"
        checked={checked}
        onChange={(e) => onChange(e.currentTarget.checked)}
        aria-describedby={hint ? `${id}-hint` : undefined}
      />
      <div className="text-sm">
        <label htmlFor={id} className="text-ink">
          {label}
        </label>
        {hint && (
          <p id={`${id}-hint`} className="text-muted">
            {hint}
          </p>
        )}
      </div>
    </div>
  );
  const fieldset = (title: string, children: ReactNode) => (
    <fieldset className="space-y-4 rounded-2xl border border-slate-200 p-5">
      <legend className="px-1 text-lg font-semibold text-ink">{title}</legend>
      {children}
    </fieldset>
  );
  return { text, select, check, fieldset };
}

export type FormControls = ReturnType<typeof formControls>;

export const smallButton =
  'inline-flex min-h-10 items-center rounded-lg border border-slate-300 px-3 text-sm font-medium text-ink hover:bg-slate-50 disabled:cursor-not-allowed disabled:opacity-50';
