import { getTranslations } from 'next-intl/server';
import { LinkConfirmation } from '@/components/forms/LinkConfirmation';
import { Link } from '@/i18n/navigation';
import { localizedPath, type Locale } from '@/i18n/routing';
import { confirmNewsletter } from './action';
import { CONFIRM_PATH, confirmationPageState } from './lead';

/**
 * The page a sign-up's confirmation link opens: a button that confirms (a POST, so a mail scanner
 * opening the link subscribes nobody), or the reason the link cannot be used.
 */
export async function ConfirmSubscription({ locale, token }: { locale: Locale; token: string }) {
  const t = await getTranslations({ locale, namespace: 'newsletter.confirmPage' });
  const state = await confirmationPageState(locale, token);
  return (
    <LinkConfirmation
      action={confirmNewsletter}
      locale={locale}
      token={token}
      permalink={`${localizedPath(locale, CONFIRM_PATH)}?token=${encodeURIComponent(token)}`}
      initial={state}
      labels={{ text: t('text'), button: t('button'), submitting: t('submitting') }}
      buttonClassName="btn-primary"
      startAgain={
        <Link href="/articles#newsletter-title" className="btn-secondary mt-6">
          {t('signUpAgain')}
        </Link>
      }
    />
  );
}
