import type { Metadata } from 'next';
import { LegalDocumentView, loadLegalDocument } from '@/components/legal/LegalDocumentView';
import { site } from '@/content/site';
import type { Locale } from '@/i18n/routing';
import { pageMetadata } from '@/lib/metadata';

export async function generateMetadata({
  params,
}: PageProps<'/[locale]/terms-of-service'>): Promise<Metadata> {
  const locale = (await params).locale as Locale;
  const doc = await loadLegalDocument('termsOfService', locale);
  return pageMetadata({
    locale,
    path: '/terms-of-service',
    title: doc.meta.title,
    description: doc.meta.description,
  });
}

export default async function TermsOfServicePage({
  params,
}: PageProps<'/[locale]/terms-of-service'>) {
  const locale = (await params).locale as Locale;
  return (
    <LegalDocumentView
      documentKey="termsOfService"
      locale={locale}
      emails={{ contact: site.emails.legal }}
    />
  );
}
