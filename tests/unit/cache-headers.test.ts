import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { articles } from '@/content/articles';
import { siteEntries } from '@/content/site-map';
import { unknownPathPattern } from '@/lib/cache-headers';

describe('unknownPathPattern (the paths answered with the briefly cached 404)', () => {
  const unknown = new RegExp(`^${unknownPathPattern()}$`);

  it('matches paths no route serves, in both languages', () => {
    for (const p of [
      'no-such-page',
      'articles/no-such-article',
      'deeply/nested/unknown.txt',
      'pricing/extra',
      'es/no-existe',
      'es/articles/no-existe',
      'page-not-found',
      'es/page-not-found',
    ])
      expect(unknown.test(p), p).toBe(true);
  });

  it('leaves every page and route of both languages, and the shared files, alone', () => {
    const pages = siteEntries().flatMap((e) => [e.path, e.path === '/' ? '/es' : `/es${e.path}`]);
    const routes = [
      '/og.png',
      '/es/og.png',
      '/feed.xml',
      '/es/feed.xml',
      '/data-deletion/confirm',
      '/newsletter/confirm',
      '/invoice-generator/template.pdf',
      '/es/invoice-generator/template.pdf',
    ];
    const images = articles.map((a) => `/es/articles/${a.slug}/og.png`);
    for (const p of [...pages, ...routes, ...images].map((p) => p.slice(1)).filter(Boolean))
      expect(unknown.test(p), p).toBe(false);
    for (const p of ['_next/static/chunks/missing.js', 'api/health', 'sitemap.xml', 'icon.svg'])
      expect(unknown.test(p), p).toBe(false);
  });

  it('covers every route folder of app/[locale]', () => {
    const root = path.join(process.cwd(), 'app', '[locale]');
    const routes: string[] = [];
    const walk = (dir: string, at: string) => {
      for (const name of readdirSync(dir)) {
        const full = path.join(dir, name);
        if (!statSync(full).isDirectory()) {
          if (/^(page|route)\.tsx?$/.test(name)) routes.push(at);
          continue;
        }
        walk(full, `${at}/${name}`);
      }
    };
    walk(root, '');
    const concrete = routes
      .filter((r) => r !== '/page-not-found')
      .flatMap((r) =>
        r.includes('[slug]') ? articles.map((a) => r.replace('[slug]', a.slug)) : [r],
      );
    for (const r of concrete) {
      const p = r === '' ? 'es' : `es${r}`;
      expect(unknown.test(p), `/${p} (app/[locale]${r})`).toBe(false);
    }
  });
});
