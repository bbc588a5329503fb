import { expect, test } from '@playwright/test';
import { articles, legacyArticleRedirects } from '../../src/content/articles';
import { absolute, allPages, expectInHtml, locales, localized, SITE_URL } from './helpers';

test.describe('every page in both languages', () => {
  for (const page of allPages) {
    test(`${page.url} answers 200 with its language, title, canonical and alternates`, async ({
      request,
    }) => {
      const res = await request.get(page.url, { maxRedirects: 0 });
      expect(res.status()).toBe(200);
      const html = await res.text();
      const has = (fragment: string) => expectInHtml(expect, html, fragment);
      has(`<html lang="${page.tag}"`);
      const title = /<title>([^<]+)<\/title>/.exec(html)?.[1];
      expect(title, 'has a title').toMatch(/Invoxa/);
      expect(/<meta name="description" content="[^"]{50,}"/.test(html), 'has a description').toBe(
        true,
      );
      has(`<link rel="canonical" href="${absolute(page.url)}"`);
      const other = locales.find((l) => l.locale !== page.locale)!;
      const en = absolute(localized('', page.path));
      const es = absolute(localized('/es', page.path));
      has(`<link rel="alternate" hrefLang="en-US" href="${en}"`);
      has(`<link rel="alternate" hrefLang="es-MX" href="${es}"`);
      has(`<link rel="alternate" hrefLang="x-default" href="${en}"`);
      has(`<meta property="og:locale" content="${page.og}"`);
      has(`<meta property="og:locale:alternate" content="${other.og}"`);
      expect(
        /<meta property="og:image" content="http:\/\/localhost:3000\/[^"]+"/.test(html),
        'og:image is absolute',
      ).toBe(true);
      has('<meta name="twitter:card" content="summary_large_image"');
      // Rendered at build time: the main content is in the first HTML response, in order.
      expect(html.includes('<div hidden id="S:'), 'no streamed (out-of-order) content').toBe(false);
      // Static: served from the prerendered output, cacheable by a CDN.
      expect(res.headers()['cache-control']).toMatch(/s-maxage=\d+/);
      expect(res.headers()['x-nextjs-cache'], 'served from the prerender cache').toBe('HIT');
    });
  }

  test('titles are unique per language', async ({ request }) => {
    for (const l of locales) {
      const titles = await Promise.all(
        allPages
          .filter((p) => p.locale === l.locale)
          .map(
            async (p) =>
              /<title>([^<]+)<\/title>/.exec(await (await request.get(p.url)).text())?.[1],
          ),
      );
      expect(new Set(titles).size).toBe(titles.length);
    }
  });
});

test.describe('unknown paths and redirects', () => {
  test('unknown paths answer 404 with the localized 404 page', async ({ page }) => {
    for (const [path, tag, text] of [
      ['/no-such-page', 'en-US', "We couldn't find that page"],
      ['/articles/no-such-article', 'en-US', "We couldn't find that page"],
      ['/deeply/nested/unknown.txt', 'en-US', "We couldn't find that page"],
      ['/es/no-existe', 'es-MX', 'No encontramos esa página'],
      ['/es/articles/no-existe', 'es-MX', 'No encontramos esa página'],
    ] as const) {
      const res = await page.goto(path);
      expect(res?.status(), path).toBe(404);
      expect(res?.request().redirectedFrom(), `${path} answered without a redirect`).toBeNull();
      await expect(page.locator('html')).toHaveAttribute('lang', tag);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(text);
      const robots = page.locator('meta[name="robots"]');
      await expect(robots).not.toHaveCount(0);
      for (const meta of await robots.all())
        await expect(meta).toHaveAttribute('content', 'noindex');
    }
  });

  test('the 404 answer is cached by shared caches for minutes only; pages keep their long cache', async ({
    request,
  }) => {
    for (const path of ['/no-such-page', '/articles/no-such-article', '/es/no-existe']) {
      const res = await request.get(path, { maxRedirects: 0 });
      expect(res.status(), path).toBe(404);
      expect(res.headers()['content-type'], path).toContain('text/html');
      expect(res.headers()['cache-control'], path).toBe('public, max-age=0, s-maxage=300');
      expect(res.headers()['content-security-policy'], path).toBeTruthy();
    }
    for (const path of ['/pricing', '/es/pricing']) {
      const res = await request.get(path);
      expect(res.headers()['cache-control'], path).toMatch(/s-maxage=31536000/);
    }
    // The home page dates its example invoice from the day it is rendered, and the invoice
    // generator shows tax rates as they read that day: both regenerated daily.
    for (const path of ['/', '/es', '/invoice-generator', '/es/invoice-generator']) {
      const res = await request.get(path);
      expect(res.headers()['cache-control'], path).toMatch(/s-maxage=86400\b/);
    }
  });

  test('a missing file under /_next/ gets a plain 404 that is not cached', async ({ request }) => {
    for (const path of ['/_next/static/chunks/missing.js', '/es/_next/static/chunks/missing.js']) {
      const res = await request.get(path);
      expect(res.status(), path).toBe(404);
      if (path.startsWith('/es/')) continue; // under /es it is an unknown page: the localized 404
      expect(res.headers()['content-type']).toContain('text/plain');
      expect(await res.text()).toBe('Not Found');
      expect(res.headers()['cache-control']).toMatch(/no-store/);
    }
    // Files that exist stay immutable.
    const html = await (await request.get('/')).text();
    const script = /<script src="(\/_next\/static\/[^"]+\.js)"/.exec(html)?.[1];
    expect(script, 'the home page loads a script').toBeTruthy();
    const asset = await request.get(script!);
    expect(asset.status()).toBe(200);
    expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  for (const [from, to] of Object.entries(legacyArticleRedirects)) {
    for (const prefix of ['', '/es']) {
      test(`${prefix}/articles/${from} redirects permanently`, async ({ request }) => {
        const res = await request.get(`${prefix}/articles/${from}`, { maxRedirects: 0 });
        expect(res.status()).toBe(308);
        expect(res.headers().location).toBe(`${prefix}/articles/${to}`);
      });
    }
  }

  test('the guide dated 2025 moved to its year-free address, in both languages', async ({
    page,
  }) => {
    const old = 'the-complete-guide-to-professional-invoicing-and-payment-automation-in-2025';
    for (const prefix of ['', '/es']) {
      const res = await page.goto(`${prefix}/articles/${old}`);
      expect(res?.status()).toBe(200);
      expect(res?.request().redirectedFrom()?.url()).toMatch(new RegExp(`${old}$`));
      await expect(page).toHaveURL(
        new RegExp(
          `${prefix}/articles/the-complete-guide-to-professional-invoicing-and-payment-automation$`,
        ),
      );
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        prefix ? /facturación profesional/i : /professional invoicing/i,
      );
    }
  });

  test('the default locale is never served under /en', async ({ request }) => {
    const cases: [string, string][] = [
      ['/en', '/'],
      ['/en/pricing', '/pricing'],
      [`/en/articles/${articles[0].slug}`, `/articles/${articles[0].slug}`],
    ];
    for (const [from, to] of cases) {
      const res = await request.get(from, { maxRedirects: 0 });
      expect(res.status(), from).toBe(308);
      expect(res.headers().location).toBe(to);
    }
  });

  test('the home page does not redirect to itself', async ({ request }) => {
    for (const path of ['/', '/es']) {
      const res = await request.get(path, { maxRedirects: 0 });
      expect(res.status()).toBe(200);
    }
  });
});

test.describe('site-wide files', () => {
  test('sitemap lists every page in both languages with alternates', async ({ request }) => {
    const res = await request.get('/sitemap.xml');
    expect(res.status()).toBe(200);
    const xml = await res.text();
    for (const page of allPages) {
      expectInHtml(expect, xml, `<loc>${absolute(page.url)}</loc>`);
    }
    expect(xml.match(/<url>/g)).toHaveLength(allPages.length);
    expect(xml).toContain('hreflang="es-MX"');
    expect(xml).toContain('hreflang="x-default"');
  });

  test('robots.txt points to the sitemap', async ({ request }) => {
    const txt = await (await request.get('/robots.txt')).text();
    expect(txt).toContain(`Sitemap: ${SITE_URL}/sitemap.xml`);
  });

  for (const [path, lang] of [
    ['/feed.xml', 'en-US'],
    ['/es/feed.xml', 'es-MX'],
  ] as const) {
    test(`${path} is an RSS feed of the nine articles`, async ({ request }) => {
      const res = await request.get(path);
      expect(res.status()).toBe(200);
      expect(res.headers()['content-type']).toContain('application/rss+xml');
      const xml = await res.text();
      expect(xml).toContain(`<language>${lang}</language>`);
      expect(xml.match(/<item>/g)).toHaveLength(articles.length);
    });
  }

  for (const l of locales) {
    test(`${l.locale}: the default Open Graph image is a PNG made at build time`, async ({
      request,
    }) => {
      const html = await (await request.get(localized(l.prefix, '/pricing'))).text();
      expectInHtml(
        expect,
        html,
        `<meta property="og:image" content="${SITE_URL}${l.prefix}/og.png"`,
      );
      const res = await request.get(`${l.prefix}/og.png`);
      expect(res.status()).toBe(200);
      expect(res.headers()['content-type']).toBe('image/png');
      expect(res.headers()['x-nextjs-cache'], 'served from the prerender cache').toBe('HIT');
      const png = await res.body();
      expect(png.subarray(1, 4).toString()).toBe('PNG');
      expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
    });
  }

  test('every page links its feed', async ({ request }) => {
    const html = await (await request.get('/pricing')).text();
    expectInHtml(
      expect,
      html,
      '<link rel="alternate" type="application/rss+xml" href="http://localhost:3000/feed.xml"',
    );
  });
});
