import 'server-only';
import { headers } from 'next/headers';
import { ulid } from 'ulid';
import type * as z from 'zod/mini';
import { env } from '@/env';
import { featureMessages } from '@/lib/forms/messages';
import { isLocale, routing, type Locale } from '@/i18n/routing';
import { HONEYPOT_FIELD, type LeadState } from '@/lib/forms/constants';
import type { FeatureSchema } from '@/lib/forms/schema';
import type { FeatureId } from '@/lib/forms/features';
import { readAttribution, type Attribution } from '../attribution';
import { database, type DbHandle } from '../db';
import { logger } from '@/log';
import { addressGroup, consumeRateLimit } from '../rate-limit';

/**
 * What storing a valid submission answers: success (with the key of another success message
 * than the feature's usual one, when the outcome differs), or the key of the error to show.
 */
export type StoreResult = { ok: true; messageKey?: string } | { ok: false; messageKey: string };

/** Translates a message key of the feature (its namespace first, then the forms' common messages). */
export type Translate = (key: string, values?: Record<string, string | number>) => string;

/** A visitor feature that stores leads: everything the shared pipeline needs to know about it. */
export interface LeadFeature<F extends string, S extends z.ZodMiniType> extends FeatureSchema<
  F,
  S
> {
  /** The feature's id: rate-limit key, log field, message namespace and outbox topic prefix. */
  id: FeatureId;
  /** Stores the valid submission and queues its deliveries, in one transaction. */
  store(
    handle: DbHandle,
    value: z.output<S>,
    context: { locale: Locale; t: Translate; attribution: Attribution },
  ): Promise<StoreResult>;
  /** The success message, built from the validated value. */
  success(t: Translate, value: z.output<S>): string;
  /** Key of the message shown when storing fails unexpectedly. */
  failureKey: string;
}

/** Where a submission comes from: the visitor's address, the request id, and (tests) a database. */
export interface SubmissionContext {
  address: string;
  requestId?: string;
  handle?: DbHandle;
}

/**
 * One visitor submission, the same for every feature: honeypot → validation → rate limit → one
 * transaction storing the row and its outbox items → a translated answer. Validation runs before
 * any translation is loaded; delivery to integrations happens later in the outbox dispatcher and
 * can never fail the submission.
 */
export async function submitLead<F extends string, S extends z.ZodMiniType>(
  feature: LeadFeature<F, S>,
  data: FormData,
  context: SubmissionContext,
): Promise<LeadState<F>> {
  const locale = localeOf(data);
  const log = logger().child({ feature: feature.id, requestId: context.requestId ?? ulid() });

  // Filled in, a file sent in its place, or left out: only a bot does that. Every form renders
  // the field, and browsers send an empty text field with the form, with or without JavaScript.
  const honeypot = data.get(HONEYPOT_FIELD);
  if (typeof honeypot !== 'string' || honeypot.trim() !== '') {
    log.warn(
      honeypot === null
        ? 'honeypot missing: submission dropped'
        : 'honeypot filled in: submission dropped',
    );
    // A plain acknowledgement: nothing was validated to build the feature's own message from.
    return { status: 'success', message: (await featureMessages(locale, feature.id))('received') };
  }

  const result = feature.validate(data);
  const t = await featureMessages(locale, feature.id);
  if (!result.ok) {
    const fieldErrors: Partial<Record<F, string>> = {};
    for (const [field, key] of Object.entries(result.errors) as [F, string][])
      fieldErrors[field] = t(key);
    return { status: 'error', fieldErrors, values: result.values };
  }

  try {
    const handle = context.handle ?? (await database());
    const e = env();
    const allowed = await consumeRateLimit(
      handle.db,
      `${feature.id}:${addressGroup(context.address)}`,
      {
        max: e.RATE_LIMIT_MAX,
        windowSeconds: e.RATE_LIMIT_WINDOW_SECONDS,
      },
    );
    if (!allowed) {
      log.warn('rate limit reached');
      return { status: 'error', message: t('rateLimited'), values: result.values };
    }
    // Where the visitor came from (hidden fields, untrusted): invalid values are dropped, never
    // refused, and stored with the lead.
    const attribution = readAttribution(data);
    const stored = await feature.store(handle, result.value, { locale, t, attribution });
    if (!stored.ok)
      return { status: 'error', message: t(stored.messageKey), values: result.values };
    log.info('submission stored');
    return {
      status: 'success',
      message: stored.messageKey ? t(stored.messageKey) : feature.success(t, result.value),
    };
  } catch (error) {
    log.error(
      { error: error instanceof Error ? error.message : String(error) },
      'submission failed',
    );
    return { status: 'error', message: t(feature.failureKey), values: result.values };
  }
}

/**
 * The server action of a feature: `(previous state, form data) → state`, as `useActionState`
 * expects. The page's locale comes in a hidden `locale` field (checked, never trusted); it is not
 * bound with `action.bind(null, locale)` because Next.js 16.4 spins forever on a bound action
 * submitted without JavaScript.
 */
export function defineLeadAction<F extends string, S extends z.ZodMiniType>(
  feature: LeadFeature<F, S>,
) {
  return async function leadAction(_previous: LeadState<F>, data: FormData): Promise<LeadState<F>> {
    const h = await headers();
    return submitLead(feature, data, { address: clientAddress(h), requestId: requestId(h) });
  };
}

function localeOf(data: FormData): Locale {
  const value = data.get('locale');
  return isLocale(value) ? value : routing.defaultLocale;
}

/** The request's id: the proxy's X-Request-Id when there is one, else a new ULID (for the logs). */
function requestId(h: Headers): string {
  const id = h.get('x-request-id');
  return id && /^[\w.:-]{1,100}$/.test(id) ? id : ulid();
}

/**
 * The visitor's address. The production server (scripts/server.mjs) replaces X-Forwarded-For with
 * the one address it trusts — the connection's peer, or the entry its trusted proxies vouch for
 * (TRUSTED_PROXY_HOPS) — so whatever a client writes there is gone by now.
 */
export function clientAddress(h: Headers): string {
  return h.get('x-forwarded-for')?.split(',')[0]?.trim() || 'unknown';
}
