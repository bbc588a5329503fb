// What the browser and the server both need to know about a form, without zod: client components
// import this statically, while the schemas (./schema.ts) reach the browser only when a form is used.
import type { ReactNode } from 'react';
import type { Locale } from '@/i18n/routing';
import submissionLimits from './submission-limits.json';

/** Field limits, enforced by every feature's schema and mirrored by `maxLength` in the forms. */
export const LIMITS = { name: 100, email: 254, phone: 30, company: 120, message: 5000 } as const;

/** Honeypot field: invisible to people, filled in by naive bots. */
export const HONEYPOT_FIELD = 'website';

/**
 * Largest request body a form submission may have (next.config's server-action limit, proxy.ts,
 * and the production server, scripts/request-gate.mjs, which reads the same JSON file).
 */
export const SUBMISSION_BODY_LIMIT_KB: number = submissionLimits.bodyKb;

/**
 * The answer of a lead action, typed by the feature's field names. Messages are translated.
 * Every answer is a new object (React deserializes each one the action returns), so the forms key
 * their effects (timers, focus, dismissal) on the state object itself: an identity that no other
 * answer can share, whichever instance answered, before or after a restart.
 */
export interface LeadState<F extends string = string> {
  status: 'idle' | 'success' | 'error';
  /** A message for the whole form (success notice or error banner). */
  message?: string;
  fieldErrors?: Partial<Record<F, string>>;
  /** What the visitor typed, so a re-rendered form (JavaScript off) keeps it after an error. */
  values?: Partial<Record<F, string>>;
}

/** The state of a form nothing was sent from yet. */
export const idleState: { status: 'idle' } = { status: 'idle' };

/** The state a form starts from: idle, or the state its boundary restored after a failure. */
export function startState<F extends string>(restored?: LeadState<F>): LeadState<F> {
  return restored ?? { status: 'idle' };
}

/** What the page of an e-mailed confirmation link shows: its button, or the outcome. */
export type LinkConfirmationState =
  | { status: 'idle' }
  | {
      status: 'confirmed' | 'invalid' | 'expired' | 'used' | 'error';
      title?: string;
      message: string;
    };

/** What a feature's server wrapper gives its form, besides the form's own texts. */
export interface LeadFormProps {
  locale: Locale;
  /** The page the form is on: where a submission made before the page ran lands. */
  permalink: string;
  /** Validation and answer messages, keyed by the schema's message keys. */
  messages: Record<string, string>;
  /** The notice at collection shown above the submit button. */
  notice: ReactNode;
  /** The state its FormBoundary restored after a submission that got no answer. */
  initial?: LeadState;
}
