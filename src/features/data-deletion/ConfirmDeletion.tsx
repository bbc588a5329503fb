import { getTranslations } from 'next-intl/server';
import { LinkConfirmation } from '@/components/forms/LinkConfirmation';
import { Link } from '@/i18n/navigation';
import { localizedPath, type Locale } from '@/i18n/routing';
import { confirmDataDeletion } from './action';
import { CONFIRM_PATH, confirmationPageState } from './lead';

/**
 * The page a confirmation link opens: a button that confirms (a POST, so a mail scanner opening
 * the link confirms nothing), or the reason the link cannot be used.
 */
export async function ConfirmDeletion({ locale, token }: { locale: Locale; token: string }) {
  const t = await getTranslations({ locale, namespace: 'data-deletion.confirmPage' });
  const state = await confirmationPageState(locale, token);
  return (
    <LinkConfirmation
      action={confirmDataDeletion}
      locale={locale}
      token={token}
      permalink={`${localizedPath(locale, CONFIRM_PATH)}?token=${encodeURIComponent(token)}`}
      initial={state}
      labels={{ text: t('text'), button: t('button'), submitting: t('submitting') }}
      buttonClassName="btn bg-red-700 text-white hover:bg-red-800"
      startAgain={
        <Link href="/data-deletion" className="btn-secondary mt-6">
          {t('newRequest')}
        </Link>
      }
    />
  );
}
