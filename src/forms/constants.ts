// Shared by the form components (browser) and the server actions. No zod here: the browser bundle
// of the pages that only need these stays small.

/** Field limits enforced on the server (and mirrored by `maxLength` in the forms). */
export const LIMITS = { name: 100, email: 254, phone: 30, company: 120, message: 5000 } as const;

/** The spec's simple e-mail pattern: something@something.something, no spaces. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The state every form action returns. Messages are already translated. */
export interface FormState<F extends string = string> {
  status: 'idle' | 'success' | 'error';
  /** A message for the whole form (success notice or error banner). */
  message?: string;
  fieldErrors?: Partial<Record<F, string>>;
  /** What the visitor typed, so a re-rendered form (JavaScript off) keeps it after an error. */
  values?: Partial<Record<F, string>>;
  /** Increases with every answer, so effects (timers, focus) run once per submission. */
  seq?: number;
}

export const idleState: FormState = { status: 'idle' };

/** Honeypot field: invisible to people, filled in by naive bots. */
export const HONEYPOT_FIELD = 'website';

/** Largest request body a form submission may have (next.config's server-action limit, proxy.ts). */
export const SUBMISSION_BODY_LIMIT_KB = 64;
