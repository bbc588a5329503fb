import 'server-only';
import { isLocale, routing, type Locale } from '@/i18n/routing';
import type { LinkConfirmationState } from '@/lib/forms/constants';
import { linkConfirmationAnswers } from '@/lib/forms/messages';
import { logger } from '@/log';
import { database, type Db } from '../db';
import type { LinkState } from '../links';

/**
 * A feature confirmed through an e-mailed link (src/server/links): how its link is looked at and
 * what confirming it does. Everything else, the page's answers and the button's action, is the
 * same for every such feature (`defineLinkConfirmation`).
 */
export interface LinkConfirmationFeature {
  /** The feature's id: its messages' namespace (`confirmPage.*`) and log field. */
  id: 'newsletter' | 'data-deletion';
  /** The state of a link, changing nothing (the page a GET opens: mail scanners open links). */
  look(db: Db, token: string): Promise<LinkState>;
  /** The feature's effect: confirms the row the token belongs to, once, or says why not. */
  confirm(db: Db, token: string): Promise<'confirmed' | Exclude<LinkState, 'valid'>>;
}

/** A feature's link confirmation: the state its page opens with, and its button's action. */
export function defineLinkConfirmation(feature: LinkConfirmationFeature) {
  return {
    /** What the page shows when the link is opened: the button, or why the link cannot be used. */
    async pageState(locale: Locale, token: string): Promise<LinkConfirmationState> {
      const state = await feature.look((await database()).db, token);
      return state === 'valid'
        ? { status: 'idle' }
        : (await linkConfirmationAnswers(locale, feature.id))(state);
    },
    /** The button's POST (a server action): confirms with the token the form sends. */
    async confirm(
      _previous: LinkConfirmationState,
      data: FormData,
    ): Promise<LinkConfirmationState> {
      const value = data.get('locale');
      const locale = isLocale(value) ? value : routing.defaultLocale;
      const token = data.get('token');
      const answer = await linkConfirmationAnswers(locale, feature.id);
      try {
        return answer(
          await feature.confirm((await database()).db, typeof token === 'string' ? token : ''),
        );
      } catch (error) {
        logger().error(
          { feature: feature.id, error: error instanceof Error ? error.message : String(error) },
          'confirmation failed',
        );
        return answer('error');
      }
    },
  };
}
