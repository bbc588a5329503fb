import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { ImageResponse } from 'next/og';
import { LogoMark } from '@/components/ui/LogoMark';
import { site } from '@/content/site';
import { colorTokens, type ColorToken } from '@/lib/brand';
import { OG_IMAGE_SIZE } from '@/lib/metadata';

// Open Graph images are drawn at build time by next/og (the og.png routes under app/[locale]).
// Everything comes from disk: next/og would download any glyph its fonts lack, and the build has
// no network, so the fonts cover Latin and Latin Extended (Spanish, names) and the text has no
// emoji. Where each image comes from: docs/decisions/images.md.

const fontDir = path.join(process.cwd(), 'node_modules/@fontsource/inter/files');
const subsets = ['latin', 'latin-ext'] as const;
const fontFiles = subsets.flatMap((subset) =>
  ([400, 700] as const).map((weight) => ({ subset, weight })),
);
// next/og keeps one font per family, weight and style: each subset is its own family, listed in
// order so a glyph missing from the first is taken from the next.
const fontFamily = subsets.map((subset) => `Inter ${subset}`).join(', ');

function loadFonts() {
  return Promise.all(
    fontFiles.map(async ({ subset, weight }) => ({
      name: `Inter ${subset}`,
      data: await readFile(path.join(fontDir, `inter-${subset}-${weight}-normal.woff`)),
      weight,
      style: 'normal' as const,
    })),
  );
}

/** The values of the colour tokens, read from the stylesheet's `@theme` (app/globals.css). */
async function loadColors(): Promise<(token: ColorToken) => string> {
  const css = await readFile(path.join(process.cwd(), 'app/globals.css'), 'utf8');
  const values = new Map(
    [...css.matchAll(/--color-([\w-]+):\s*([^;]+);/g)].map(([, name, value]) => [name, value]),
  );
  const missing = colorTokens.filter((t) => !values.has(t));
  if (missing.length)
    throw new Error(`app/globals.css lacks --color-${missing.join(', --color-')}`);
  return (token) => values.get(token)!;
}

/**
 * An Open Graph card: the logo, a title and a footer line on the brand background, 1200×630.
 * Every Open Graph image of the site is this card with its own text.
 */
export async function openGraphCard({ title, footer }: { title: string; footer: string }) {
  const [fonts, color] = await Promise.all([loadFonts(), loadColors()]);
  return new ImageResponse(
    <div
      style={{
        width: '100%',
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'space-between',
        padding: 72,
        background: `linear-gradient(135deg, ${color('brand-50')} 0%, #ffffff 60%, ${color('brand-100')} 100%)`,
        borderBottom: `16px solid ${color('brand-700')}`,
        color: color('ink'),
        fontFamily,
      }}
    >
      <div style={{ display: 'flex', alignItems: 'center', gap: 20 }}>
        <LogoMark size={64} color={color} />
        <div style={{ fontSize: 44, fontWeight: 700, letterSpacing: -1 }}>{site.name}</div>
      </div>
      <div
        style={{
          display: 'flex',
          fontSize: title.length > 70 ? 56 : 66,
          fontWeight: 700,
          lineHeight: 1.15,
          letterSpacing: -1.5,
          color: color('brand-900'),
        }}
      >
        {title}
      </div>
      <div style={{ display: 'flex', fontSize: 28, color: color('muted') }}>{footer}</div>
    </div>,
    { ...OG_IMAGE_SIZE, fonts },
  );
}
