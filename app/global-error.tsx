'use client';

import { ErrorView } from '@/components/layout/ErrorView';
import { localeTags, splitLocalePath } from '@/i18n/routing';
import './globals.css';

/** The whole page failed to render (its layout included): a page of its own, in its language. */
export default function GlobalError({ reset }: { error: Error; reset: () => void }) {
  const { locale } =
    typeof window === 'undefined'
      ? { locale: 'en' as const }
      : splitLocalePath(window.location.pathname);
  return (
    <html lang={localeTags[locale]}>
      <body>
        <main>
          <ErrorView locale={locale} retry={reset} />
        </main>
      </body>
    </html>
  );
}
