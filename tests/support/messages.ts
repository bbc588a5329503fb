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
