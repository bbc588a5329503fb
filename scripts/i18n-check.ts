// `npm run i18n:check`: missing, extra, empty and ICU-invalid messages between en-US and es-MX.
import { bundledNamespaces, readBundledNamespace } from '../src/i18n/messages';
import { checkNamespace, type Problem } from '../src/i18n/check';

const BASE = 'en-US';
const OTHER = 'es-MX';

async function main() {
  const namespaces = [
    ...new Set([...(await bundledNamespaces(BASE)), ...(await bundledNamespaces(OTHER))]),
  ].sort();
  const problems: (Problem & { locale: string })[] = [];
  for (const ns of namespaces) {
    const base = await readBundledNamespace(BASE, ns).catch(() => undefined);
    const other = await readBundledNamespace(OTHER, ns).catch(() => undefined);
    // Each language is checked against the other, so both sides' own messages are validated.
    problems.push(...checkNamespace(ns, base, other).map((p) => ({ ...p, locale: OTHER })));
    problems.push(...checkNamespace(ns, other, base).map((p) => ({ ...p, locale: BASE })));
  }
  const unique = new Map(problems.map((p) => [`${p.locale}|${p.kind}|${p.namespace}|${p.key}`, p]));
  for (const p of unique.values()) {
    if (p.kind === 'extra') continue; // the mirror check reports it as missing in the other language
    console.log(
      `${p.locale}  ${p.kind.padEnd(12)} ${p.namespace}: ${p.key}${p.detail ? ` (${p.detail})` : ''}`,
    );
  }
  const count = [...unique.values()].filter((p) => p.kind !== 'extra').length;
  console.log(
    `${namespaces.length} namespaces checked in ${BASE} and ${OTHER}: ${count} problem(s).`,
  );
  process.exitCode = count === 0 ? 0 : 1;
}

void main();
