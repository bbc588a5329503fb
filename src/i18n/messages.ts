import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { cache } from 'react';
import type { MessageTree } from './message-tree';
import { remoteNamespace, tmsConfig } from './remote';
import { localeTags, type Locale } from './routing';

export const LOCALES_DIR = path.join(process.cwd(), 'locales');

export type { MessageTree, MessageValue } from './message-tree';

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

/**
 * Every namespace of a locale, keyed by namespace: the bundled files, or, when a translation
 * service is configured (TMS_PROJECT_ID), its messages laid over them key by key (./remote.ts).
 * Read once per render pass.
 */
export const loadMessages = cache(async (locale: Locale): Promise<Record<string, MessageTree>> => {
  const tag = localeTags[locale];
  const namespaces = await bundledNamespaces(tag);
  const tms = tmsConfig();
  const entries = await Promise.all(
    namespaces.map(async (ns) => {
      const bundled = await readBundledNamespace(tag, ns);
      return [ns, tms ? await remoteNamespace(tms, tag, ns, bundled) : bundled] as const;
    }),
  );
  return Object.fromEntries(entries);
});
