import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { FONT_PACKAGE_FILES } from '../document/font-files';
import type { Weight } from '../document/layout';
import type { FontFiles } from '../document/pdf';

/** The PDF's font files read from the dejavu-fonts-ttf package (on the server, at build time). */
export async function packageFont(weight: Weight): Promise<Uint8Array> {
  return new Uint8Array(await readFile(path.join(process.cwd(), FONT_PACKAGE_FILES[weight])));
}

export async function packageFonts(): Promise<FontFiles> {
  return { regular: await packageFont('regular'), bold: await packageFont('bold') };
}

/** The answer of a font route (app/[locale]/invoice-generator/font-*.ttf), made at build time. */
export async function fontResponse(weight: Weight): Promise<Response> {
  return new Response((await packageFont(weight)) as BodyInit, {
    headers: { 'Content-Type': 'font/ttf', 'Cache-Control': 'public, max-age=86400' },
  });
}

/** Served once, without a language prefix: the English path is the only one built. */
export const fontRouteParams = () => [{ locale: 'en' }];
