// The site-wide policy admits inline scripts ('unsafe-inline', docs/decisions/content-security-
// policy.md), so the policy does not stop injected markup from running: the sources must never
// produce any. React escapes every text and attribute it renders; what it does not escape is
// raw HTML (dangerouslySetInnerHTML), which only the escaped JSON-LD helper may use, and what
// runs by design: handler attributes written as markup and javascript: URLs.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { JsonLd } from '@/components/ui/JsonLd';

const ROOTS = ['src', 'app'];
const JSON_LD_HELPER = 'src/components/ui/JsonLd.tsx';

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    return /\.(?:[cm]?[jt]sx?)$/.test(entry.name) ? [file.split(path.sep).join('/')] : [];
  });
}

const files = ROOTS.flatMap(sourceFiles).map((file) => ({
  file,
  text: readFileSync(file, 'utf8'),
}));

function offending(pattern: RegExp, except: string[] = []): string[] {
  return files
    .filter(({ file }) => !except.includes(file))
    .flatMap(({ file, text }) =>
      text
        .split('\n')
        .flatMap((line, i) => (pattern.test(line) ? [`${file}:${i + 1}: ${line.trim()}`] : [])),
    );
}

describe('no source can put script into a page', () => {
  it('finds the sources', () => {
    expect(files.length).toBeGreaterThan(20);
    expect(files.map((f) => f.file)).toContain(JSON_LD_HELPER);
  });

  it('raw HTML only in the JSON-LD helper', () => {
    expect(
      offending(
        /dangerouslySetInnerHTML|\.innerHTML\b|\.outerHTML\b|insertAdjacentHTML|document\.write/,
        [JSON_LD_HELPER],
      ),
    ).toEqual([]);
  });

  it('no javascript: URL', () => {
    expect(offending(/javascript:/i)).toEqual([]);
  });

  it('no inline event handler attribute', () => {
    // Markup such as onclick="…" (React's onClick={…} props are listeners, not attributes), or
    // set from script.
    expect(
      offending(/\son[a-z]+\s*=\s*["'{\\]|setAttribute\(\s*['"`]on|<[a-z][^>]*\son[a-z]+=/),
    ).toEqual([]);
  });

  it('no code built from strings', () => {
    expect(offending(/\beval\(|new Function\(|set(?:Timeout|Interval)\(\s*['"`]/)).toEqual([]);
  });
});

describe('JsonLd', () => {
  it('escapes every "<", so no value can close the script element or open a comment', () => {
    const html = renderToStaticMarkup(
      createElement(JsonLd, {
        data: { name: '</script><script>alert(1)</script>', note: '<!-- x' },
      }),
    );
    expect(html.match(/<\/script/gi)).toHaveLength(1);
    expect(html).not.toContain('<!--');
    expect(html).not.toContain('<script>');
    const json = /^<script type="application\/ld\+json">(.*)<\/script>$/.exec(html)?.[1];
    expect(JSON.parse(json!)).toEqual({
      name: '</script><script>alert(1)</script>',
      note: '<!-- x',
    });
  });
});
