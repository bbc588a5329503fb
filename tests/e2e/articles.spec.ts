import { expect, test, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { articles, categoryCounts, featuredSlug } from '../../src/content/articles';
import { locales, localized } from './helpers';

const body = (tag: string, ns: string) =>
  JSON.parse(readFileSync(`locales/${tag}/${ns}.json`, 'utf8')) as {
    title: string;
    excerpt: string;
    sections: { id: string; heading: string }[];
    references?: { url: string }[];
  };

// One template renders every article: each article is checked in one language, the languages
// alternating, so every article and both languages' words around the body are checked (both
// languages of an article share one structure: tests/unit/articles.test.ts).
for (const [index, entry] of articles.entries()) {
  const l = locales[index % 2]!;
  test(`${l.locale}: ${entry.slug} renders every part`, async ({ page }) => {
    const words = body(l.tag, entry.namespace);
    await page.goto(`${l.prefix}/articles/${entry.slug}`);
    const main = page.getByRole('main');
    await expect(page).toHaveTitle(`${words.title} - Invoxa`);
    await expect(main.getByRole('heading', { level: 1 })).toHaveText(words.title);
    await expect(main.getByText(words.excerpt).first()).toBeVisible();
    await expect(
      main.getByRole('link', {
        name: l.locale === 'es' ? 'Volver a los artículos' : 'Back to articles',
      }),
    ).toHaveAttribute('href', `${l.prefix}/articles`);
    const published = main.locator('header time').first();
    await expect(published).toHaveAttribute('datetime', entry.publishedAt);
    const long = (day: string) =>
      new Intl.DateTimeFormat(l.tag, { dateStyle: 'long', timeZone: 'UTC' }).format(
        new Date(`${day}T00:00:00Z`),
      );
    await expect(published).toHaveText(long(entry.publishedAt));
    const updated = main.locator('header time[data-updated]');
    await expect(updated).toHaveAttribute('datetime', entry.updatedAt);
    await expect(updated).toHaveText(
      l.locale === 'es'
        ? `Actualizado el ${long(entry.updatedAt)}`
        : `Updated ${long(entry.updatedAt)}`,
    );
    await expect(main.locator('header')).toContainText(entry.author);
    await expect(main.locator('header')).toContainText(
      l.locale === 'es' ? `${entry.readMinutes} min de lectura` : `${entry.readMinutes} min read`,
    );
    await expect(main.locator('header a[href^="https://www.facebook.com/sharer"]')).toHaveCount(1);
    await expect(main.locator('header a[href^="mailto:?subject="]')).toHaveCount(1);
    await expect(main.locator(`img[src="${entry.image}"]`).first()).toBeVisible();
    for (const s of words.sections) await expect(main.locator(`h2#${s.id}`)).toHaveText(s.heading);
    await expect(main.locator('aside').first()).toBeVisible(); // a tip box
    const refs = main.locator('section[aria-labelledby="references"] a');
    await expect(refs).toHaveCount(words.references?.length ?? 0);
    for (const ref of await refs.all()) {
      await expect(ref).toHaveAttribute('target', '_blank');
      await expect(ref).toHaveAttribute('rel', 'nofollow noopener noreferrer');
    }
    const related = main.locator('section[aria-labelledby="related"] li a');
    await expect(related).toHaveCount(3);
    for (const [i, slug] of entry.related.entries())
      await expect(related.nth(i)).toHaveAttribute('href', `${l.prefix}/articles/${slug}`);

    const head = page.locator('head');
    await expect(head.locator('meta[property="og:type"]')).toHaveAttribute('content', 'article');
    await expect(head.locator('meta[property="article:published_time"]')).toHaveAttribute(
      'content',
      entry.publishedAt,
    );
    await expect(head.locator('meta[property="article:author"]')).toHaveAttribute(
      'content',
      entry.author,
    );
    await expect(head.locator('meta[property="article:section"]')).toHaveAttribute('content', /\S/);
    await expect(head.locator('meta[property="og:image"]')).toHaveAttribute(
      'content',
      `http://localhost:3000${l.prefix}/articles/${entry.slug}/og.png`,
    );
    const ld = await page.locator('script[type="application/ld+json"]').allTextContents();
    const types = ld.flatMap((j) =>
      [JSON.parse(j)].flat().map((x: { '@type': string }) => x['@type']),
    );
    expect(types).toEqual(expect.arrayContaining(['Article', 'BreadcrumbList']));
  });
}

for (const l of locales) {
  test(`${l.locale}: article Open Graph images are PNGs made at build time`, async ({
    request,
  }) => {
    for (const entry of articles) {
      const res = await request.get(`${l.prefix}/articles/${entry.slug}/og.png`);
      expect(res.status()).toBe(200);
      expect(res.headers()['content-type']).toBe('image/png');
      const png = await res.body();
      expect(png.subarray(1, 4).toString()).toBe('PNG');
      expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
    }
  });

  test(`${l.locale}: the feed is well-formed RSS with the nine articles`, async ({
    page,
    request,
  }) => {
    const xml = await (await request.get(`${l.prefix}/feed.xml`)).text();
    // Parsed by the browser's own XML parser (on its blank page: no need to load the site).
    const result = await page.evaluate((source) => {
      const doc = new DOMParser().parseFromString(source, 'application/xml');
      return {
        error: doc.querySelector('parsererror')?.textContent ?? null,
        items: doc.querySelectorAll('channel > item > link').length,
      };
    }, xml);
    expect(result).toEqual({ error: null, items: articles.length });
  });
}

test.describe('articles list', () => {
  test('features the complete guide with its read time from the registry', async ({ page }) => {
    await page.goto('/articles');
    const featured = articles.find((a) => a.slug === featuredSlug)!;
    const card = page.locator('section[aria-labelledby="featured-title"] article');
    await expect(card.getByRole('link')).toHaveAttribute('href', `/articles/${featuredSlug}`);
    await expect(card).toContainText(`${featured.readMinutes} min read`);
  });

  test('category buttons show counts from the content and really filter', async ({ page }) => {
    await page.goto('/es/articles');
    const counts = categoryCounts();
    const group = page.getByRole('group', { name: 'Filtrar artículos por categoría' });
    const grid = page.locator('section[aria-labelledby="latest-articles"] ul li');
    await expect(
      group.getByRole('button', { name: `Todos los artículos (${counts.all})` }),
    ).toHaveAttribute('aria-pressed', 'true');
    await expect(grid).toHaveCount(articles.length); // eight shown, the rest behind "Load more"
    const finance = group.getByRole('button', { name: `Finanzas (${counts.finance})` });
    await finance.click();
    await expect(finance).toHaveAttribute('aria-pressed', 'true');
    await expect(grid).toHaveCount(counts.finance);
    for (const item of await grid.all())
      await expect(item).toHaveAttribute('data-category', 'finance');
    await group.getByRole('button', { name: `Facturación (${counts.invoicing})` }).click();
    await expect(grid).toHaveCount(counts.invoicing);
    await expect(page.getByRole('link', { name: 'Cargar más artículos' })).toHaveCount(0);
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });
    test('every article stays reachable', async ({ page }) => {
      await page.goto('/articles');
      await page.getByRole('link', { name: 'Load more articles' }).click();
      for (const a of articles)
        await expect(page.locator(`main a[href="/articles/${a.slug}"]`).first()).toBeVisible();
    });
  });
});

test.describe('share bar', () => {
  const slug = 'cash-flow-management-in-business-101';
  const url = `http://localhost:3000/es/articles/${slug}`;

  test('share links carry the page URL and title, encoded', async ({ page }) => {
    await page.goto(`/es/articles/${slug}`);
    const title = body('es-MX', 'cashFlowManagement').title;
    const share = page.getByRole('main').locator('header');
    await expect(share.getByRole('link', { name: 'Compartir en Facebook' })).toHaveAttribute(
      'href',
      `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(url)}`,
    );
    await expect(share.getByRole('link', { name: 'Compartir en LinkedIn' })).toHaveAttribute(
      'href',
      `https://www.linkedin.com/sharing/share-offsite/?url=${encodeURIComponent(url)}`,
    );
    await expect(share.getByRole('link', { name: 'Compartir en X (Twitter)' })).toHaveAttribute(
      'href',
      `https://twitter.com/intent/tweet?url=${encodeURIComponent(url)}&text=${encodeURIComponent(title)}`,
    );
    await expect(share.getByRole('link', { name: 'Compartir en WhatsApp' })).toHaveAttribute(
      'href',
      `https://wa.me/?text=${encodeURIComponent(`${title} ${url}`)}`,
    );
  });

  test('copy link puts the URL on the clipboard and shows a check for 2 seconds', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.clock.install();
    await page.goto(`/articles/${slug}`);
    await page.getByRole('button', { name: 'Copy link' }).click();
    await expect(page.getByTestId('copied-check')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Link copied' })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      `http://localhost:3000/articles/${slug}`,
    );
    await page.clock.runFor(2000);
    await expect(page.getByTestId('copied-check')).toHaveCount(0);
  });

  test('when the clipboard is refused nothing visible happens and a warning is logged', async ({
    page,
  }) => {
    const warnings: string[] = [];
    page.on('console', (m) => m.type() === 'warning' && warnings.push(m.text()));
    await page.addInitScript(() => {
      Object.defineProperty(navigator, 'clipboard', {
        value: { writeText: () => Promise.reject(new DOMException('denied', 'NotAllowedError')) },
      });
    });
    await page.goto(`/articles/${slug}`);
    await page.getByRole('button', { name: 'Copy link' }).click();
    await expect.poll(() => warnings.join('\n')).toContain('Could not copy the link');
    await expect(page.getByTestId('copied-check')).toHaveCount(0);
  });
});

test.describe('legal pages', () => {
  // One template: each text in one language (both languages of a text share its sections:
  // tests/unit/legal.test.ts).
  // Terms: 17 numbered sections, the last the contact block. Privacy: 14 numbered sections, then
  // the contact block and the data-protection officer's block, unnumbered but in the contents.
  // The contact blocks name e-mail only: the phone lines are launch placeholders.
  for (const [path, entries, numbered, emails] of [
    ['/terms-of-service', 17, 17, ['legal@invoxa.com']],
    ['/es/privacy-policy', 16, 14, ['privacy@invoxa.com', 'dpo@invoxa.com']],
  ] as const) {
    test(`${path}: numbered sections, a table of contents and the contact blocks`, async ({
      page,
    }) => {
      await page.goto(path);
      const main = page.getByRole('main');
      const toc = main.locator('nav[aria-labelledby="legal-toc"] a');
      await expect(toc).toHaveCount(entries);
      for (const link of await toc.all()) {
        const id = (await link.getAttribute('href'))!.slice(1);
        await expect(main.locator(`h2[id="${id}"]`)).toHaveCount(1);
      }
      await expect(main.locator('h2').filter({ hasText: /^\d+\. / })).toHaveCount(numbered);
      await expect(main.getByText(/^(Effective date|Fecha de entrada en vigor)/)).toBeVisible();
      for (const email of emails)
        await expect(main.locator(`a[href="mailto:${email}"]`)).toBeVisible();
      await expect(main.locator('a[href^="tel:"]')).toHaveCount(0);
    });
  }
});

// The articles list: clamped excerpts, the cards and "Load more".

const listText = {
  en: { loadMore: 'Load more articles', latest: 'Latest articles' },
  es: { loadMore: 'Cargar más artículos', latest: 'Artículos recientes' },
} as const;

test.describe('clamped text', () => {
  for (const width of [1280, 700]) {
    for (const l of locales) {
      test(`${l.locale} at ${width} px: a clamped excerpt shows at most its line count`, async ({
        page,
      }) => {
        await page.setViewportSize({ width, height: 900 });
        await page.goto(localized(l.prefix, '/articles'));
        await page.getByRole('link', { name: listText[l.locale].loadMore }).click();
        const measured = await page.getByRole('main').evaluate((main) =>
          [...main.querySelectorAll('*')]
            .filter((el) => getComputedStyle(el).webkitLineClamp !== 'none')
            .map((el) => {
              const style = getComputedStyle(el);
              return {
                text: el.textContent!.slice(0, 40),
                lines: Number(style.webkitLineClamp),
                height: el.getBoundingClientRect().height,
                lineHeight: parseFloat(style.lineHeight),
              };
            }),
        );
        expect(measured.length).toBeGreaterThanOrEqual(articles.length);
        const over = measured.filter((m) => m.height > m.lines * m.lineHeight + 0.5);
        expect(over).toEqual([]);
      });
    }
  }
});

test.describe('article cards', () => {
  test('at 320 px a wrapped meta line neither starts nor ends with a separator', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 320, height: 700 });
    await page.goto('/es/articles');
    const report = await page.getByRole('main').evaluate((main) => {
      const problems: string[] = [];
      let wrapped = 0;
      for (const time of main.querySelectorAll('time')) {
        const line = time.parentElement!;
        const clip = getComputedStyle(line).clipPath.match(/inset\(([^)]*)\)/)?.[1] ?? '0px';
        const left = line.getBoundingClientRect().left + parseFloat(clip.split(' ').at(-1)!);
        const items = [...line.children];
        const tops = items.map((i) => Math.round(i.getBoundingClientRect().top));
        if (new Set(tops).size > 1) wrapped++;
        items.forEach((item, i) => {
          const dot = getComputedStyle(item, '::before');
          const dotWidth = parseFloat(dot.width) || 0;
          const hasDot = dot.content !== 'none' && dot.content !== 'normal';
          const startsLine = i === 0 || tops[i] !== tops[i - 1];
          const dotRight = item.getBoundingClientRect().left + dotWidth;
          // A dot in front of the first item of a line must lie in the clipped strip.
          if (startsLine && hasDot && dotRight > left + 0.5)
            problems.push(`${line.textContent} (line starts with a dot)`);
          // Every later item must show its dot.
          if (!startsLine && (!hasDot || dotWidth === 0))
            problems.push(`${line.textContent} (no separator)`);
        });
      }
      return { problems, wrapped };
    });
    expect(report.wrapped).toBeGreaterThan(0);
    expect(report.problems).toEqual([]);
  });

  test('every article card has its own accessible name', async ({ page }) => {
    await page.goto('/articles');
    await page.getByRole('link', { name: listText.en.loadMore }).click();
    const cards = page.getByRole('main').getByRole('article');
    await expect(cards).toHaveCount(articles.length + 1); // the grid and the featured article
    const names = new Set<string>();
    for (const [i, card] of (await cards.all()).entries()) {
      const title = (await card.getByRole('heading').first().innerText()).trim();
      // The first is the featured article, which the grid lists again.
      const name = i === 0 ? `Featured ${title}` : title;
      await expect(card).toHaveAccessibleName(name);
      names.add(name);
    }
    expect(names.size).toBe(articles.length + 1);
  });

  for (const { width, perRow } of [
    { width: 1280, perRow: 4 },
    { width: 768, perRow: 2 },
  ]) {
    test(`at ${width} px the eight cards fill ${8 / perRow} full rows`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/articles');
      const cards = page.getByRole('region', { name: listText.en.latest }).getByRole('article');
      await expect(cards).toHaveCount(8);
      const tops = await cards.evaluateAll((els) =>
        els.map((el) => Math.round(el.getBoundingClientRect().top)),
      );
      const rows = new Map<number, number>();
      for (const top of tops) rows.set(top, (rows.get(top) ?? 0) + 1);
      expect([...rows.values()]).toEqual(Array(8 / perRow).fill(perRow));
    });
  }
});

async function expectLoadMore(page: Page, locale: 'en' | 'es', js: boolean) {
  const t = listText[locale];
  await page.goto(localized(locale === 'en' ? '' : '/es', '/articles'));
  const grid = page.getByRole('region', { name: t.latest });
  const cards = grid.getByRole('article');
  await expect(cards).toHaveCount(8);
  const more = grid.getByRole('link', { name: t.loadMore });
  await expect(more).toBeVisible();
  await more.click();
  await expect(cards).toHaveCount(articles.length);
  await expect(more).toBeHidden();
  const ninth = cards.nth(8);
  await expect(ninth).toBeInViewport();
  if (js) await expect(ninth.getByRole('link')).toBeFocused();
  else {
    // Focus continues from the first new card.
    await page.keyboard.press('Tab');
    await expect(ninth.getByRole('link')).toBeFocused();
  }
}

test.describe('load more articles', () => {
  for (const l of locales) {
    test(`${l.locale}: eight cards, then the rest, with focus on the first new one`, async ({
      page,
    }) => {
      await expectLoadMore(page, l.locale, true);
    });
  }

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });
    for (const l of locales) {
      test(`${l.locale}: the link shows the rest of the cards`, async ({ page }) => {
        await expectLoadMore(page, l.locale, false);
      });
    }
  });
});
