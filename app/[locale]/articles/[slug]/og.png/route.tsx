import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { ImageResponse } from 'next/og';
import { articles, findArticle } from '@/content/articles';
import { loadArticleBody } from '@/content/load-article';
import { site } from '@/content/site';
import { formatDate } from '@/i18n/format';
import { isLocale, routing } from '@/i18n/routing';

export const dynamic = 'force-static';
export const dynamicParams = false;

export function generateStaticParams() {
  return routing.locales.flatMap((locale) => articles.map((a) => ({ locale, slug: a.slug })));
}

const fontDir = path.join(process.cwd(), 'node_modules/@fontsource/inter/files');

/** The Open Graph image of an article: its title on the brand background, made at build time. */
export async function GET(
  _request: Request,
  ctx: RouteContext<'/[locale]/articles/[slug]/og.png'>,
) {
  const { locale, slug } = await ctx.params;
  const entry = findArticle(slug);
  if (!entry || !isLocale(locale)) return new Response('Not found', { status: 404 });
  const [body, regular, bold] = await Promise.all([
    loadArticleBody(entry, locale),
    readFile(path.join(fontDir, 'inter-latin-400-normal.woff')),
    readFile(path.join(fontDir, 'inter-latin-700-normal.woff')),
  ]);

  return new ImageResponse(
    <div
      style={{
        width: '100%',
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'space-between',
        padding: 72,
        background: 'linear-gradient(135deg, #134e4a 0%, #0f766e 100%)',
        color: 'white',
        fontFamily: 'Inter',
      }}
    >
      <div style={{ display: 'flex', alignItems: 'center', gap: 20 }}>
        <div
          style={{
            width: 64,
            height: 64,
            borderRadius: 16,
            background: 'white',
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
          }}
        >
          <div style={{ width: 30, height: 38, borderRadius: 4, background: '#0f766e' }} />
        </div>
        <div style={{ fontSize: 40, fontWeight: 700 }}>{site.name}</div>
      </div>
      <div
        style={{
          fontSize: body.title.length > 70 ? 56 : 66,
          fontWeight: 700,
          lineHeight: 1.15,
          display: 'flex',
        }}
      >
        {body.title}
      </div>
      <div style={{ display: 'flex', fontSize: 28, color: '#ccfbf1' }}>
        {`${entry.author} · ${formatDate(entry.publishedAt, locale)}`}
      </div>
    </div>,
    {
      width: 1200,
      height: 630,
      fonts: [
        { name: 'Inter', data: regular, weight: 400, style: 'normal' },
        { name: 'Inter', data: bold, weight: 700, style: 'normal' },
      ],
    },
  );
}
