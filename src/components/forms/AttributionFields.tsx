'use client';

import { useEffect, useRef } from 'react';
import { recordThisLanding, storedTouches } from '@/lib/attribution/browser';
import { FIRST_TOUCH_FIELD, LAST_TOUCH_FIELD } from '@/lib/attribution/rules';

/**
 * Two hidden fields carrying where the visitor came from (the first and last touch recorded in
 * this browser, src/lib/attribution/browser.ts) with the form they are in. They are filled from
 * storage as the form is submitted, so a landing recorded after the form appeared counts too (and
 * one not recorded yet is recorded first).
 * Without JavaScript nothing is recorded and they are sent empty.
 */
export function AttributionFields() {
  const first = useRef<HTMLInputElement>(null);
  const last = useRef<HTMLInputElement>(null);
  useEffect(() => {
    const form = first.current?.form;
    if (!form) return;
    const fill = () => {
      // A form sent from the landing page before the page's own recording has run.
      recordThisLanding();
      const touches = storedTouches();
      first.current!.value = touches.first ? JSON.stringify(touches.first) : '';
      last.current!.value = touches.last ? JSON.stringify(touches.last) : '';
    };
    // Before React reads the form (its listener is on the root, in the bubbling phase).
    form.addEventListener('submit', fill, true);
    return () => form.removeEventListener('submit', fill, true);
  }, []);
  return (
    <>
      <input ref={first} type="hidden" name={FIRST_TOUCH_FIELD} defaultValue="" />
      <input ref={last} type="hidden" name={LAST_TOUCH_FIELD} defaultValue="" />
    </>
  );
}
