import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { cache } from 'react';
import { localeTags, type Locale } from './routing';

export const LOCALES_DIR = path.join(process.cwd(), 'locales');

export type MessageTree = { [key: string]: MessageValue };
export type MessageValue = string | MessageValue[] | MessageTree;

/** The namespaces bundled for a locale tag: one JSON file each in `locales/<tag>/`. */
export async function bundledNamespaces(tag: string): Promise<string[]> {
  const files = await readdir(path.join(LOCALES_DIR, tag));
  return files
    .filter((f) => f.endsWith('.json'))
    .map((f) => f.slice(0, -'.json'.length))
    .sort();
}

export async function readBundledNamespace(tag: string, namespace: string): Promise<MessageTree> {
  const raw = await readFile(path.join(LOCALES_DIR, tag, `${namespace}.json`), 'utf8');
  return JSON.parse(raw) as MessageTree;
}

/** Every namespace of a locale, keyed by namespace. Read once per render pass. */
export const loadMessages = cache(async (locale: Locale): Promise<Record<string, MessageTree>> => {
  const tag = localeTags[locale];
  const namespaces = await bundledNamespaces(tag);
  const entries = await Promise.all(
    namespaces.map(async (ns) => [ns, await readBundledNamespace(tag, ns)] as const),
  );
  return Object.fromEntries(entries);
});
