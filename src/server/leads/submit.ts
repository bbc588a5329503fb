import { headers } from 'next/headers';
import { ulid } from 'ulid';
import type { z } from 'zod';
import { env } from '@/env';
import { fieldErrors, formValues, HONEYPOT_FIELD, type FormState } from '@/forms/shared';
import { database, type DbHandle } from '../db';
import { logger } from '../log';
import { consumeRateLimit } from '../rate-limit';

export type LeadForm = 'newsletter' | 'contact' | 'chat' | 'sales' | 'deletion';

export type StoreResult = { ok: true } | { ok: false; messageKey: string };

export interface Submission<F extends string, S extends z.ZodType> {
  form: LeadForm;
  data: FormData;
  fields: readonly F[];
  schema: S;
  /** Translated messages this form can show, keyed by message key. */
  messages: Record<string, string>;
  /** Key of the success message, and of the message shown when storing fails. */
  successKey: string;
  failureKey: string;
  store(handle: DbHandle, value: z.output<S>): Promise<StoreResult>;
}

let sequence = 0;

/** The request's id: the proxy's X-Request-Id when there is one, else a new ULID (for the logs). */
export async function requestId(): Promise<string> {
  const id = (await headers()).get('x-request-id');
  return id && /^[\w.:-]{1,100}$/.test(id) ? id : ulid();
}

/** The client address as the nearest proxy saw it (see TRUST_PROXY in .env.example). */
export async function clientAddress(): Promise<string> {
  const h = await headers();
  const forwarded = (h.get('x-forwarded-for') ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  const address = env().TRUST_PROXY ? forwarded[0] : forwarded.at(-1);
  return address || h.get('x-real-ip') || 'unknown';
}

/**
 * One visitor submission, the same for every form: honeypot → validation → rate limit → one
 * transaction storing the row and its outbox items → a translated answer. Delivery to
 * integrations happens later in the outbox dispatcher and can never fail the submission.
 */
export async function submitLead<F extends string, S extends z.ZodType>(
  s: Submission<F, S>,
  context: { address: string; requestId?: string; handle?: DbHandle },
): Promise<FormState<F>> {
  const seq = ++sequence;
  const values = formValues(s.data, s.fields);
  const log = logger().child({ form: s.form, requestId: context.requestId ?? ulid() });

  // Filled in (or a file sent in its place): only a bot does that.
  const honeypot = s.data.get(HONEYPOT_FIELD);
  if (honeypot !== null && (typeof honeypot !== 'string' || honeypot.trim() !== '')) {
    log.warn('honeypot filled in: submission dropped');
    return { status: 'success', message: s.messages[s.successKey], seq };
  }

  const parsed = s.schema.safeParse(values);
  if (!parsed.success) {
    return { status: 'error', fieldErrors: fieldErrors<F>(parsed.error, s.messages), values, seq };
  }

  try {
    const handle = context.handle ?? (await database());
    const e = env();
    const allowed = await consumeRateLimit(handle.db, `${s.form}:${context.address}`, {
      max: e.RATE_LIMIT_MAX,
      windowSeconds: e.RATE_LIMIT_WINDOW_SECONDS,
    });
    if (!allowed) {
      log.warn('rate limit reached');
      return { status: 'error', message: s.messages.rateLimited, values, seq };
    }
    const result = await s.store(handle, parsed.data);
    if (!result.ok) return { status: 'error', message: s.messages[result.messageKey], values, seq };
    log.info('submission stored');
    return { status: 'success', message: s.messages[s.successKey], seq };
  } catch (error) {
    log.error(
      { error: error instanceof Error ? error.message : String(error) },
      'submission failed',
    );
    return { status: 'error', message: s.messages[s.failureKey], values, seq };
  }
}
