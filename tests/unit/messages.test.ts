import { parse } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';
import { articles } from '@/content/articles';
import { legalDocuments } from '@/content/legal';
import { LOCALE_TAGS, leaves, namespaces, readNamespace } from '../support/messages';

const [EN, ES] = LOCALE_TAGS;
const articleNamespaces = new Set<string>(articles.map((a) => a.namespace));
const legalNamespaces = new Set(Object.keys(legalDocuments));

describe('message catalogues', () => {
  it('have the same namespaces in both languages', () => {
    expect(namespaces(ES)).toEqual(namespaces(EN));
  });

  it('include the namespaces the spec names', () => {
    for (const ns of ['pages', 'notFound', 'salesContactModal', ...articleNamespaces]) {
      expect(namespaces(EN)).toContain(ns);
    }
  });

  for (const ns of namespaces(EN)) {
    describe(ns, () => {
      const en = readNamespace(EN, ns);
      const es = readNamespace(ES, ns);

      if (!articleNamespaces.has(ns) && !legalNamespaces.has(ns)) {
        it('has exactly the same keys in both languages', () => {
          expect(leaves(es).map(([k]) => k)).toEqual(leaves(en).map(([k]) => k));
        });
      }

      for (const [tag, tree] of [
        [EN, en],
        [ES, es],
      ] as const) {
        it(`has no empty message and only valid ICU messages in ${tag}`, () => {
          for (const [key, value] of leaves(tree)) {
            expect(typeof value, `${tag}/${ns}: ${key}`).toBe('string');
            expect((value as string).trim(), `${tag}/${ns}: ${key} is empty`).not.toBe('');
            expect(() => parse(value as string), `${tag}/${ns}: ${key} is not valid ICU`).not.toThrow();
          }
        });
      }
    });
  }
});
