'use client';

import en from '../../../locales/en-US/errors.json';
import es from '../../../locales/es-MX/errors.json';
import { localizedPath, type Locale } from '@/i18n/routing';

const texts = { en, es } satisfies Record<Locale, typeof en>;

/**
 * What a visitor sees when a page fails after it was served (app/[locale]/error.tsx) or the whole
 * page cannot render (app/global-error.tsx): a branded, localized message with a retry. Its four
 * strings are imported directly, so it works when nothing else does.
 */
export function ErrorView({ locale, retry }: { locale: Locale; retry: () => void }) {
  const t = texts[locale];
  return (
    <div role="alert" className="container-page max-w-2xl py-16 text-center sm:py-24">
      <h1 className="text-3xl font-bold tracking-tight">{t.title}</h1>
      <p className="mt-4 text-lg text-muted">{t.text}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <button type="button" onClick={retry} className="btn-primary">
          {t.retry}
        </button>
        <a href={localizedPath(locale, '/')} className="btn-secondary">
          {t.home}
        </a>
      </div>
    </div>
  );
}
