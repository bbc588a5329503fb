import type { AbstractIntlMessages } from 'next-intl';
import { factValues } from '@/content/fact-messages';
import { getMessages } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { formatMessage, lookupMessage } from '@/i18n/translate';
import type { LinkConfirmationState } from './constants';
import type { FeatureId } from './features';

/**
 * The translator of a feature's form messages: a key is looked up in the feature's namespace
 * (`locales/<tag>/<id>.json`), then among the messages every form shares (`forms.common`), and
 * formatted by next-intl with the facts registry's values as arguments. The server action and the feature's server wrapper both use it, so the
 * browser and the server show the same words.
 */
export async function featureMessages(locale: Locale, feature: FeatureId) {
  const messages: AbstractIntlMessages = await getMessages({ locale });
  const facts = await factValues(locale);
  return (key: string, values?: Record<string, string | number>): string => {
    const message =
      lookupMessage(messages, `${feature}.${key}`) ??
      lookupMessage(messages, `forms.common.${key}`);
    if (message === undefined)
      throw new Error(`Missing form message ${feature}.${key} (${locale})`);
    return formatMessage(locale, message, { ...facts, ...values });
  };
}

/** The messages a feature's schema can produce, as props for its client component. */
export async function validationMessages(
  locale: Locale,
  feature: FeatureId,
  keys: readonly string[],
): Promise<Record<string, string>> {
  const t = await featureMessages(locale, feature);
  return Object.fromEntries(keys.map((key) => [key, t(key)]));
}

/**
 * The answers of a confirmation link's page, from the feature's `confirmPage` messages: a title and
 * a sentence for each outcome (`confirmPage.<status>Title`, `confirmPage.<status>`), a sentence
 * for an unexpected failure (`confirmPage.error`).
 */
export async function linkConfirmationAnswers(locale: Locale, feature: FeatureId) {
  const t = await featureMessages(locale, feature);
  return (status: Exclude<LinkConfirmationState['status'], 'idle'>): LinkConfirmationState =>
    status === 'error'
      ? { status, message: t('confirmPage.error') }
      : { status, title: t(`confirmPage.${status}Title`), message: t(`confirmPage.${status}`) };
}
