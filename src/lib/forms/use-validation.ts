'use client';

import { useCallback, useRef, useState, type FormEvent } from 'react';
import type { LeadState } from './constants';
import type { Validation } from './schema';

interface Validator<F extends string> {
  validate(data: FormData): Validation<F, unknown>;
}

/**
 * The browser side of a feature's schema: the same rules and messages as its server action, for
 * instant field errors. The schema module is loaded when the visitor first comes near the form
 * (pointer, focus), so pages do not pay for it up front; a form sent before it arrived waits for
 * it. Should it fail to load, the server checks every field with the same rules and messages. The
 * first invalid field receives focus.
 */
export function useValidation<F extends string>(
  load: () => Promise<Validator<F>>,
  messages: Record<string, string>,
  state: LeadState<F>,
) {
  const validator = useRef<Validator<F>>(null);
  const [errors, setErrors] = useState<Partial<Record<F, string>>>(state.fieldErrors ?? {});
  const [answered, setAnswered] = useState(state.seq);

  // A new answer from the server brings its own field errors.
  if (state.seq !== answered) {
    setAnswered(state.seq);
    setErrors(state.fieldErrors ?? {});
  }

  const loading = useRef<Promise<void>>(null);
  /** Set while a form the browser has checked is submitted again, so it goes to the server. */
  const approved = useRef(false);

  function prepare(): Promise<void> {
    loading.current ??= load().then(
      (v) => {
        validator.current = v;
      },
      () => {}, // not loaded: the server still checks every field
    );
    return loading.current;
  }

  /** The browser's check: true when the form may go to the server. */
  function check(form: HTMLFormElement): boolean {
    const result = validator.current?.validate(new FormData(form));
    if (!result || result.ok) return true;
    const translated: Partial<Record<F, string>> = {};
    for (const [field, key] of Object.entries(result.errors) as [F, string][])
      translated[field] = messages[key] ?? messages.required ?? key;
    setErrors(translated);
    const first = [...form.elements].find(
      (el): el is HTMLElement =>
        el instanceof HTMLElement && (el as HTMLInputElement).name in translated,
    );
    first?.focus();
    return false;
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    if (approved.current) {
      approved.current = false;
      return; // checked: on to the server action
    }
    // Held until the rules have loaded (at once when they already have), so an invalid form is
    // never sent, however quickly it was submitted.
    event.preventDefault();
    const form = event.currentTarget;
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    void prepare().then(() => {
      if (!check(form)) return;
      approved.current = true;
      form.requestSubmit(submitter);
    });
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
    formProps: { noValidate: true, onSubmit, onFocus: prepare, onPointerEnter: prepare },
  };
}
