import { describe, expect, it } from 'vitest';
import { countWords, parseArticleBody } from '@/content/article-body';
import {
  articles,
  categories,
  categoryCounts,
  featuredSlug,
  findArticle,
  legacyArticleRedirects,
} from '@/content/articles';
import { LOCALE_TAGS, readNamespace } from '../support/messages';

const WORDS_PER_MINUTE = 230;

describe('article registry', () => {
  it('gives every article its own slug and namespace', () => {
    expect(new Set(articles.map((a) => a.slug)).size).toBe(articles.length);
    expect(new Set(articles.map((a) => a.namespace)).size).toBe(articles.length);
  });

  it('dates every article with a real calendar date', () => {
    for (const a of articles)
      expect(new Date(`${a.publishedAt}T00:00:00Z`).toISOString().slice(0, 10), a.slug).toBe(
        a.publishedAt,
      );
  });

  it('links every article to three other existing articles', () => {
    for (const a of articles) {
      expect(new Set(a.related).size).toBe(3);
      expect(a.related).not.toContain(a.slug);
      for (const slug of a.related) expect(findArticle(slug), slug).toBeDefined();
    }
  });

  it('computes category counts from the articles', () => {
    const counts = categoryCounts();
    expect(counts.all).toBe(articles.length);
    expect(categories.reduce((n, c) => n + counts[c], 0)).toBe(articles.length);
    for (const c of categories) expect(counts[c], c).toBeGreaterThan(0);
  });

  it('gives no article an address with a year, and keeps the dated one as a redirect', () => {
    for (const a of articles) expect(a.slug).not.toMatch(/(^|-)(19|20)\d\d(-|$)/);
    expect(
      legacyArticleRedirects[
        'the-complete-guide-to-professional-invoicing-and-payment-automation-in-2025'
      ],
    ).toBe(featuredSlug);
  });

  it('features an existing article and redirects legacy slugs to existing articles', () => {
    expect(findArticle(featuredSlug)).toBeDefined();
    for (const target of Object.values(legacyArticleRedirects))
      expect(findArticle(target)).toBeDefined();
  });
});

describe.each(articles.map((a) => [a.namespace, a] as const))('article %s', (ns, entry) => {
  const bodies = LOCALE_TAGS.map((tag) => parseArticleBody(ns, readNamespace(tag, ns)));

  it('has the same sections and block types in both languages', () => {
    const shape = (b: (typeof bodies)[number]) =>
      b.sections.map((s) => [s.id, s.blocks.map((x) => x.type)]);
    expect(shape(bodies[1]!)).toEqual(shape(bodies[0]!));
  });

  it.each(LOCALE_TAGS.map((tag, i) => [tag, i] as const))(
    'matches its read time in %s (±20%% of minutes × 230)',
    (_tag, i) => {
      const words = countWords(bodies[i]!);
      const target = entry.readMinutes * WORDS_PER_MINUTE;
      expect(words).toBeGreaterThanOrEqual(target * 0.8);
      expect(words).toBeLessThanOrEqual(target * 1.2);
    },
  );

  it('has tip boxes and lists, and only https references', () => {
    for (const body of bodies) {
      const types = body.sections.flatMap((s) => s.blocks.map((b) => b.type));
      expect(types).toContain('tip');
      expect(types.some((t) => t === 'list' || t === 'steps')).toBe(true);
      for (const r of body.references ?? []) expect(r.url).toMatch(/^https:\/\//);
    }
  });
});
