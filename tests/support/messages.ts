import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

export const LOCALE_TAGS = ['en-US', 'es-MX'] as const;
const dir = path.resolve(__dirname, '../../locales');

export function namespaces(tag: string): string[] {
  return readdirSync(path.join(dir, tag))
    .filter((f) => f.endsWith('.json'))
    .map((f) => f.replace(/\.json$/, ''))
    .sort();
}

export function readNamespace(tag: string, ns: string): unknown {
  return JSON.parse(readFileSync(path.join(dir, tag, `${ns}.json`), 'utf8'));
}

/** One message of a namespace in one language (a dotted key); throws when there is none. */
export function message(tag: string, ns: string, key: string): string {
  let node: unknown = readNamespace(tag, ns);
  for (const part of key.split('.'))
    node = node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined;
  if (typeof node !== 'string') throw new Error(`no message ${tag}/${ns}:${key}`);
  return node;
}

export interface Legal {
  sections: {
    id: string;
    subsections: { heading: string; paragraphs?: string[]; items?: string[] }[];
  }[];
}

/** The text of one sub-section of a legal text (found by its heading), in one language. */
export function subsection(tag: string, ns: string, sectionId: string, heading: RegExp): string {
  const doc = readNamespace(tag, ns) as Legal;
  const sub = doc.sections
    .find((s) => s.id === sectionId)
    ?.subsections.find((s) => heading.test(s.heading));
  if (!sub) throw new Error(`${tag}/${ns}#${sectionId}: no sub-section ${heading}`);
  return [...(sub.paragraphs ?? []), ...(sub.items ?? [])].join(' ');
}
