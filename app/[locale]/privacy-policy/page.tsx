import type { Metadata } from 'next';
import { LegalDocumentView, loadLegalDocument } from '@/components/legal/LegalDocumentView';
import { site } from '@/content/site';
import type { Locale } from '@/i18n/routing';
import { pageMetadata } from '@/lib/metadata';

export async function generateMetadata({
  params,
}: PageProps<'/[locale]/privacy-policy'>): Promise<Metadata> {
  const locale = (await params).locale as Locale;
  const doc = await loadLegalDocument('privacyPolicy', locale);
  return pageMetadata({
    locale,
    path: '/privacy-policy',
    title: doc.meta.title,
    description: doc.meta.description,
  });
}

export default async function PrivacyPolicyPage({ params }: PageProps<'/[locale]/privacy-policy'>) {
  const locale = (await params).locale as Locale;
  return (
    <LegalDocumentView
      documentKey="privacyPolicy"
      locale={locale}
      emails={{ contact: site.emails.privacy, dpo: site.emails.dpo }}
    />
  );
}
