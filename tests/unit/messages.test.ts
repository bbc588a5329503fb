import { describe, expect, it } from 'vitest';
import { articles } from '@/content/articles';
import { checkNamespace, leaves } from '@/i18n/check';
import { LOCALE_TAGS, namespaces, readNamespace } from '../support/messages';

const [EN, ES] = LOCALE_TAGS;

describe('message catalogues', () => {
  it('have the same namespaces in both languages', () => {
    expect(namespaces(ES)).toEqual(namespaces(EN));
  });

  it('include the namespaces the spec names', () => {
    for (const ns of ['pages', 'notFound', 'sales-contact', ...articles.map((a) => a.namespace)]) {
      expect(namespaces(EN)).toContain(ns);
    }
  });

  it.each(namespaces(EN))(
    '%s has the same keys in both languages, none empty, all valid ICU',
    (ns) => {
      const en = readNamespace(EN, ns);
      const es = readNamespace(ES, ns);
      expect([...checkNamespace(ns, en, es), ...checkNamespace(ns, es, en)]).toEqual([]);
    },
  );
});

describe('checkNamespace', () => {
  it('reports missing, extra, empty and broken messages', () => {
    const base = { a: 'A', b: { c: 'C {n}' }, list: ['x', 'y'] };
    const other = { a: ' ', b: { c: 'C {n' }, extra: 'E', list: ['x'] };
    const kinds = checkNamespace('ns', base, other).map((p) => `${p.kind}:${p.key}`);
    expect(kinds).toEqual(
      expect.arrayContaining(['missing:list.1', 'extra:extra', 'empty:a', 'invalid-icu:b.c']),
    );
  });

  it('lets long-form content differ in list lengths', () => {
    const base = { title: 'T', sections: [{ items: ['a', 'b'] }] };
    const other = { title: 'T', sections: [{ items: ['a'] }] };
    expect(checkNamespace('article', base, other)).toEqual([]);
    expect(leaves(base)).toContainEqual(['sections.0.items.1', 'b']);
  });
});
