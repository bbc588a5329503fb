import { LegalDocumentView } from '@/components/legal/LegalDocumentView';
import { site } from '@/content/site';
import { pageLocale } from '@/i18n/page-locale';
import { pageMetadataFor } from '@/lib/metadata';

export const generateMetadata = pageMetadataFor('/terms-of-service');

export default async function TermsOfServicePage({
  params,
}: PageProps<'/[locale]/terms-of-service'>) {
  const locale = await pageLocale(params);
  return (
    <LegalDocumentView
      documentKey="termsOfService"
      locale={locale}
      emails={{ contact: site.emails.legal }}
    />
  );
}
