// `npm run i18n:check`: missing, extra, empty and ICU-invalid messages between en-US and es-MX,
// and en-US messages that no code uses (see unusedKeys in scripts/i18n/usage.ts for what counts).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { articles } from '../src/content/articles';
import { legalDocuments } from '../src/content/legal';
import { checkNamespace, type Problem } from '../src/i18n/check';
import { bundledNamespaces, readBundledNamespace, type MessageTree } from '../src/i18n/messages';
import { sourceStrings, unusedKeys } from './i18n/usage';

const BASE = 'en-US';
const OTHER = 'es-MX';

/** The code that renders messages. */
const SOURCES = ['app', 'src', 'proxy.ts', 'instrumentation.ts'];

/** Read whole by a parser that checks their shape: every key of an article or legal text. */
const WHOLE_NAMESPACES = [...articles.map((a) => a.namespace), ...Object.keys(legalDocuments)];

/** Keys looked up by a value the code does not spell out as a key (`*`: one path segment). */
const DYNAMIC_KEYS = [
  // src/server/submission-guard.ts: `forms.common.refused[reason]` from the imported JSON.
  'forms.common.refused.*',
  // src/components/layout/ErrorView.tsx: the error page reads the imported JSON as an object.
  'errors.*',
];

function sourceFiles(entry: string): string[] {
  if (statSync(entry).isDirectory())
    return readdirSync(entry).flatMap((name) => sourceFiles(path.join(entry, name)));
  return /\.tsx?$/.test(entry) ? [entry] : [];
}

async function main() {
  const namespaces = [
    ...new Set([...(await bundledNamespaces(BASE)), ...(await bundledNamespaces(OTHER))]),
  ].sort();
  const problems: (Problem & { locale: string })[] = [];
  const base: Record<string, MessageTree> = {};
  for (const ns of namespaces) {
    const en = await readBundledNamespace(BASE, ns).catch(() => undefined);
    const es = await readBundledNamespace(OTHER, ns).catch(() => undefined);
    if (en) base[ns] = en;
    // Each language is checked against the other, so both sides' own messages are validated.
    problems.push(...checkNamespace(ns, en, es).map((p) => ({ ...p, locale: OTHER })));
    problems.push(...checkNamespace(ns, es, en).map((p) => ({ ...p, locale: BASE })));
  }
  const unique = new Map(problems.map((p) => [`${p.locale}|${p.kind}|${p.namespace}|${p.key}`, p]));
  const lines: string[] = [];
  for (const p of unique.values()) {
    if (p.kind === 'extra') continue; // the mirror check reports it as missing in the other language
    lines.push(
      `${p.locale}  ${p.kind.padEnd(12)} ${p.namespace}: ${p.key}${p.detail ? ` (${p.detail})` : ''}`,
    );
  }

  const code = SOURCES.flatMap(sourceFiles).map((name) => ({
    name,
    text: readFileSync(name, 'utf8'),
  }));
  const unused = unusedKeys(base, sourceStrings(code), {
    wholeNamespaces: WHOLE_NAMESPACES,
    allowed: DYNAMIC_KEYS,
  });
  for (const key of unused) lines.push(`${BASE}  ${'unused'.padEnd(12)} ${key}`);

  for (const line of lines) console.log(line);
  console.log(
    `${namespaces.length} namespaces checked in ${BASE} and ${OTHER}, and their use in ${code.length} source files: ${lines.length} problem(s).`,
  );
  if (unused.length > 0)
    console.log(
      'An unused key: delete it in both languages, or, if the code builds it at run time, add it to DYNAMIC_KEYS in scripts/i18n-check.ts.',
    );
  process.exitCode = lines.length === 0 ? 0 : 1;
}

void main();
