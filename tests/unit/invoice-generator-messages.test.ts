import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { NextIntlClientProvider, useTranslations } from 'next-intl';
import { createElement, type ComponentProps } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { factValues } from '@/content/fact-messages';
import { clientIntl, documentWords } from '@/features/invoice-generator/server/messages';
import { documentText } from '@/features/invoice-generator/document/content';

// The generator's messages in the browser (docs/decisions/invoice-generator.md, "Messages"): the
// server gives NextIntlClientProvider the namespace's `ui` and `errors` precompiled, with the facts
// registry's figures in; the client components read them with `useTranslations`, so plurals and
// arguments are ICU's (formatted here, as in the browser, by use-intl's formatter for precompiled
// messages: tests/support/format-message.ts).

/** What a client component of the generator shows for `key` with `values`, rendered by React. */
async function shown(locale: 'en' | 'es', key: string, values: Record<string, number | string>) {
  function Probe() {
    const ui = useTranslations('invoice-generator.ui');
    return (ui as unknown as (k: string, v: typeof values) => string)(key, values);
  }
  const intl = await clientIntl(locale);
  // What InvoiceGenerator.tsx gives the provider (the precompiled messages are not strings).
  const provider: ComponentProps<typeof NextIntlClientProvider> = {
    locale: intl.locale,
    messages: intl.messages as never,
    timeZone: 'UTC',
    children: createElement(Probe),
  };
  return renderToString(createElement(NextIntlClientProvider, provider));
}

describe('invoice generator messages', () => {
  it('"File restored" counts documents with ICU plurals, in both languages', async () => {
    expect(await shown('en', 'restored', { count: 1 })).toBe(
      'File restored: 1 document added or updated, with your details if it had them.',
    );
    expect(await shown('en', 'restored', { count: 2 })).toBe(
      'File restored: 2 documents added or updated, with your details if it had them.',
    );
    expect(await shown('es', 'restored', { count: 1 })).toBe(
      'Archivo restaurado: 1 documento agregado o actualizado, con tus datos si los incluía.',
    );
    expect(await shown('es', 'restored', { count: 2 })).toBe(
      'Archivo restaurado: 2 documentos agregados o actualizados, con tus datos si los incluía.',
    );
    // Numbers as the page's language writes them (Mexico groups with a comma).
    expect(await shown('en', 'restored', { count: 12000 })).toContain('12,000 documents');
    expect(await shown('es', 'restored', { count: 12000 })).toContain('12,000 documentos');
  });

  it('puts the facts registry figures in on the server; the browser fills only its own arguments', async () => {
    for (const locale of ['en', 'es'] as const) {
      const values = await factValues(locale);
      expect(await shown(locale, 'ivaGeneral', {})).toContain(values.mxIvaRate);
      expect(await shown(locale, 'lineLabel', { number: 3 })).toMatch(/3/);
      // No message given to the browser still names a fact as an argument.
      const left = new Set<string>();
      const walk = (node: unknown): void => {
        if (!Array.isArray(node)) {
          if (node && typeof node === 'object') Object.values(node).forEach(walk);
          return;
        }
        if (node.length === 1 && typeof node[0] === 'string') left.add(node[0]);
        node.forEach(walk);
      };
      walk((await clientIntl(locale)).messages);
      walk((await documentWords(locale)).labels);
      expect([...left].filter((name) => Object.hasOwn(values, name))).toEqual([]);
    }
  });

  it('writes the document in its own language, whatever the page’s', async () => {
    const es = documentText(await documentWords('es'));
    const en = documentText(await documentWords('en'));
    expect(en('page', { page: 1, pages: 2 })).toBe('Page 1 of 2');
    expect(es('page', { page: 1, pages: 2 })).toMatch(/^Página 1 de 2$/);
  });

  it('no hand-made substitution is left: no fill(), no list of keys copied into props', () => {
    const root = path.resolve('src/features/invoice-generator');
    const files = readdirSync(root, { recursive: true, encoding: 'utf8' }).filter((f) =>
      /\.tsx?$/.test(f),
    );
    const offenders = files.filter((f) =>
      /(?<![.\w])fill\(|\buiKeys\b|\berrorKeys\b/.test(readFileSync(path.join(root, f), 'utf8')),
    );
    expect(offenders).toEqual([]);
  });
});
