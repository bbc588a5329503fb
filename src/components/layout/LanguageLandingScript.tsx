'use client';

import { languageLandingScript } from '@/i18n/language-preference';
import type { Locale } from '@/i18n/routing';

/**
 * The language landing script, first in `<head>` (src/i18n/language-preference.ts). A client
 * component so that its text travels once, in the HTML: rendered by a server component it would
 * also be sent in the RSC payload inlined for hydration, and far from the first copy, which
 * gzip cannot share (about 1 KB on long pages, measured with `npm run bench:bytes`). The browser's
 * bundle builds the same text from its own minified copy of the functions, so the two texts may
 * differ in names only: the server's is kept (suppressHydrationWarning), and it has already run.
 */
export function LanguageLandingScript({ locale }: { locale: Locale }) {
  return <script suppressHydrationWarning>{languageLandingScript(locale)}</script>;
}
