import { describe, expect, it } from 'vitest';
import { checkNamespace, leaves } from '@/i18n/check';
import { sourceStrings, unusedKeys } from '../../scripts/i18n/usage';

// The catalogues themselves are checked by `npm run i18n:check` (a step of `npm test`); these
// tests check the checker.

describe('checkNamespace', () => {
  it('reports missing, extra, empty and broken messages', () => {
    const base = { a: 'A', b: { c: 'C {n}' }, list: ['x', 'y'] };
    const other = { a: ' ', b: { c: 'C {n' }, extra: 'E', list: ['x'] };
    const kinds = checkNamespace('ns', base, other).map((p) => `${p.kind}:${p.key}`);
    expect(kinds).toEqual(
      expect.arrayContaining(['missing:list.1', 'extra:extra', 'empty:a', 'invalid-icu:b.c']),
    );
  });

  it('reports every key of a namespace missing in the other language', () => {
    expect(checkNamespace('ns', { a: 'A', b: { c: 'C' } }, undefined)).toEqual([
      { kind: 'missing', namespace: 'ns', key: 'a' },
      { kind: 'missing', namespace: 'ns', key: 'b.c' },
    ]);
  });

  it('lets long-form content differ in list lengths', () => {
    const base = { title: 'T', sections: [{ items: ['a', 'b'] }] };
    const other = { title: 'T', sections: [{ items: ['a'] }] };
    expect(checkNamespace('article', base, other)).toEqual([]);
    expect(leaves(base)).toContainEqual(['sections.0.items.1', 'b']);
  });
});

describe('unusedKeys', () => {
  const code = (text: string) => sourceStrings([{ name: 'page.tsx', text }]);
  const messages = {
    pages: {
      home: { meta: { title: 'T', description: 'D' }, items: [{ title: 'I' }] },
      pricing: { plans: { free: { name: 'F', cta: 'C' }, pro: { name: 'P', cta: 'C' } } },
    },
    common: { nav: { home: 'Home', articles: 'Articles' } },
  };

  it('finds keys named by a namespace and a key, by a full path, or read whole as a list', () => {
    const strings = code(`
      const t = await getTranslations({ locale, namespace: 'pages.home' });
      t('meta.title');
      t.raw('items');
      const u = useTranslations();
      u("common.nav.home");
    `);
    expect(unusedKeys(messages, strings).sort()).toEqual([
      'common.nav.articles',
      'pages.home.meta.description',
      'pages.pricing.plans.free.cta',
      'pages.pricing.plans.free.name',
      'pages.pricing.plans.pro.cta',
      'pages.pricing.plans.pro.name',
    ]);
  });

  it('reads templates that build keys, but not other templates or comments', () => {
    const strings = code(`
      // t('common.nav.articles')
      const t = await getTranslations({ namespace: 'pages.pricing' });
      plans.map((p) => t(\`plans.\${p.id}.name\`));
      const label = \`\${a}.\${b}\`;
      const cls = \`h\${level}\`;
    `);
    expect(unusedKeys(messages, strings, { wholeNamespaces: ['pages'] }).sort()).toEqual([
      'common.nav.articles',
      'common.nav.home',
    ]);
    expect(unusedKeys({ pages: messages.pages }, strings)).toEqual(
      expect.arrayContaining(['pages.pricing.plans.free.cta', 'pages.home.meta.title']),
    );
  });

  it('does not count a key name under a namespace no code uses', () => {
    const strings = code(`t('title'); getTranslations({ namespace: 'common' });`);
    expect(unusedKeys(messages, strings)).toContain('pages.home.meta.title');
  });

  it('accepts an allow-list for keys built from data', () => {
    const allowed = ['pages.pricing.plans.*.name', 'pages.home.**', 'common.**'];
    expect(unusedKeys(messages, code(''), { allowed })).toEqual([
      'pages.pricing.plans.free.cta',
      'pages.pricing.plans.pro.cta',
    ]);
  });
});
