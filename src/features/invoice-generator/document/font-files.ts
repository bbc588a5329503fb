import type { FontFiles } from './pdf';
import type { Weight } from './layout';

/**
 * Where the browser fetches the PDF's font (DejaVu Sans, from the dejavu-fonts-ttf package),
 * served from this site by the routes app/[locale]/invoice-generator/font-*.ttf, and only when a
 * PDF is made: the page itself never loads it.
 */
export const FONT_URLS: Record<Weight, string> = {
  regular: '/invoice-generator/font-regular.ttf',
  bold: '/invoice-generator/font-bold.ttf',
};

/** The font files in the package, for the routes and for the tests. */
export const FONT_PACKAGE_FILES: Record<Weight, string> = {
  regular: 'node_modules/dejavu-fonts-ttf/ttf/DejaVuSans.ttf',
  bold: 'node_modules/dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf',
};

let fetched: Promise<FontFiles> | null = null;

/** The two font files, fetched once per page (the browser's cache keeps them after). */
export function fetchFonts(): Promise<FontFiles> {
  const get = async (url: string) => {
    const response = await fetch(url);
    if (!response.ok) throw new Error(`${url}: ${response.status}`);
    return new Uint8Array(await response.arrayBuffer());
  };
  fetched ??= Promise.all([get(FONT_URLS.regular), get(FONT_URLS.bold)]).then(
    ([regular, bold]) => ({ regular, bold }),
  );
  fetched.catch(() => (fetched = null));
  return fetched;
}
