'use client';

import { useParams } from 'next/navigation';
import { ErrorView } from '@/components/layout/ErrorView';
import { isLocale, routing } from '@/i18n/routing';

/** A page that failed after it was served: the header and footer stay, the message is localized. */
export default function PageError({ reset }: { error: Error; reset: () => void }) {
  const { locale } = useParams<{ locale?: string }>();
  return <ErrorView locale={isLocale(locale) ? locale : routing.defaultLocale} retry={reset} />;
}
