import { getTranslations } from 'next-intl/server';
import { factValues } from '@/content/fact-messages';
import { localizedPath, type Locale } from '@/i18n/routing';
import type { FeatureId } from '@/lib/forms/features';

/**
 * The notice at collection every form shows beside its button (California's notice at
 * collection, Mexico's aviso de privacidad simplificado): who collects, what for, and a link to
 * the privacy policy in the page's language. Rendered on the server and passed to the form.
 */
export async function PrivacyNotice({
  locale,
  feature,
  className = 'text-xs leading-5 text-muted',
}: {
  locale: Locale;
  feature: FeatureId;
  className?: string;
}) {
  const t = await getTranslations({ locale, namespace: feature });
  return (
    <p className={className}>
      {t.rich('privacyNotice', {
        ...await factValues(locale),
        link: (chunks) => (
          <a href={localizedPath(locale, '/privacy-policy')} className="underline">
            {chunks}
          </a>
        ),
      })}
    </p>
  );
}
