'use client';

import { useEffect, useRef } from 'react';

/**
 * Moves focus to a form's notice (success or error) each time a new answer arrives (a new state
 * object, see LeadState), so it is read out and scrolled into view wherever the form sits on the
 * page. Attach the ref to an element with `tabIndex={-1}`.
 */
export function useNoticeFocus<T extends HTMLElement>(answer: object | undefined) {
  const ref = useRef<T>(null);
  useEffect(() => {
    if (answer === undefined) return;
    ref.current?.focus();
    ref.current?.scrollIntoView({ block: 'nearest' });
  }, [answer]);
  return ref;
}
