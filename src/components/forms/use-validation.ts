'use client';

import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import type { LeadState } from '@/lib/forms/constants';
import type { Validation } from '@/lib/forms/schema';

export interface Validator<F extends string> {
  validate(data: FormData): Validation<F, unknown>;
}

/**
 * The browser side of a feature's schema: the same rules and messages as its server action, for
 * instant field errors. The schema module is fetched once the form is interactive, after the
 * page's first download, so pages do not pay for it up front; a form sent before it arrived is
 * checked by the server, with the same rules and messages. The first invalid field receives focus.
 */
export function useValidation<F extends string>(
  load: () => Promise<Validator<F>>,
  messages: Record<string, string>,
  state: LeadState<F>,
) {
  const validator = useRef<Validator<F>>(null);
  const [errors, setErrors] = useState<Partial<Record<F, string>>>(state.fieldErrors ?? {});
  const [answered, setAnswered] = useState(state);

  // A new answer from the server (a new state object) brings its own field errors.
  if (state !== answered) {
    setAnswered(state);
    setErrors(state.fieldErrors ?? {});
  }

  // Fetched once the page is interactive (not part of the page's first download), so the rules
  // are there before anyone can have filled the form in.
  useEffect(() => {
    load().then(
      (v) => (validator.current = v),
      () => {}, // not loaded: the server still checks every field
    );
  }, []); // eslint-disable-line react-hooks/exhaustive-deps -- once, on mount

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    const form = event.currentTarget;
    const result = validator.current?.validate(new FormData(form));
    if (!result || result.ok) return; // sent to the server
    event.preventDefault();
    const translated: Partial<Record<F, string>> = {};
    for (const [field, key] of Object.entries(result.errors) as [F, string][])
      translated[field] = messages[key] ?? messages.required ?? key;
    setErrors(translated);
    const first = [...form.elements].find(
      (el): el is HTMLElement =>
        el instanceof HTMLElement && (el as HTMLInputElement).name in translated,
    );
    first?.focus();
  }

  /** Forgets a field's error once the visitor edits it. */
  const clear = useCallback((field: F) => {
    setErrors((current) => {
      if (!(field in current)) return current;
      const rest = { ...current };
      delete rest[field];
      return rest;
    });
  }, []);

  return {
    errors,
    clear,
    formProps: { noValidate: true, onSubmit },
  };
}
