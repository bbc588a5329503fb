import { parse } from '@formatjs/icu-messageformat-parser';

export type Tree = unknown;

export interface Problem {
  kind: 'missing' | 'extra' | 'empty' | 'invalid-icu' | 'not-a-string';
  namespace: string;
  key: string;
  detail?: string;
}

/** Every leaf of a message tree as [dotted path, value]; array indexes are path segments. */
export function leaves(value: Tree, prefix = ''): [string, unknown][] {
  if (value !== null && typeof value === 'object') {
    return Object.entries(value as Record<string, unknown>).flatMap(([k, v]) =>
      leaves(v, prefix ? `${prefix}.${k}` : k),
    );
  }
  return [[prefix, value]];
}

/**
 * Long-form content (articles, legal texts) is written for each audience: its lists may differ
 * in length between languages. Its structure is checked by its own schema; here only the keys
 * outside these free-form parts must match.
 */
const FREE_FORM = /^(sections|references)(\.|$)/;

export function icuError(message: string): string | undefined {
  try {
    parse(message);
    return undefined;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}

/** Compares one namespace of the reference language (`base`) with another language (`other`). */
export function checkNamespace(
  namespace: string,
  base: Tree | undefined,
  other: Tree | undefined,
): Problem[] {
  const problems: Problem[] = [];
  const baseLeaves = base === undefined ? [] : leaves(base);
  const otherLeaves = other === undefined ? [] : leaves(other);
  const baseKeys = new Set(baseLeaves.map(([k]) => k).filter((k) => !FREE_FORM.test(k)));
  const otherKeys = new Set(otherLeaves.map(([k]) => k).filter((k) => !FREE_FORM.test(k)));
  for (const key of baseKeys)
    if (!otherKeys.has(key)) problems.push({ kind: 'missing', namespace, key });
  for (const key of otherKeys)
    if (!baseKeys.has(key)) problems.push({ kind: 'extra', namespace, key });
  for (const [key, value] of otherLeaves) {
    if (typeof value !== 'string') {
      problems.push({ kind: 'not-a-string', namespace, key });
    } else if (value.trim() === '') {
      problems.push({ kind: 'empty', namespace, key });
    } else {
      const error = icuError(value);
      if (error) problems.push({ kind: 'invalid-icu', namespace, key, detail: error });
    }
  }
  return problems;
}
