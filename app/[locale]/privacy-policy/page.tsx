import { LegalDocumentView } from '@/components/legal/LegalDocumentView';
import { site } from '@/content/site';
import { pageLocale } from '@/i18n/page-locale';
import { pageMetadataFor } from '@/lib/metadata';

export const generateMetadata = pageMetadataFor('/privacy-policy');

export default async function PrivacyPolicyPage({ params }: PageProps<'/[locale]/privacy-policy'>) {
  const locale = await pageLocale(params);
  return (
    <LegalDocumentView
      documentKey="privacyPolicy"
      locale={locale}
      emails={{ contact: site.emails.privacy, dpo: site.emails.dpo }}
    />
  );
}
