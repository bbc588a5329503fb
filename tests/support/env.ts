import { afterAll, beforeAll } from 'vitest';
import { resetEnv } from '@/env';

/** Variables to set; `undefined` removes one. */
export type EnvVars = Record<string, string | undefined>;

/**
 * Sets (or removes) each variable and has the site read its environment again. Returns what the
 * variables were before, so that `setEnv(previous)` puts them back.
 */
export function setEnv(vars: EnvVars): EnvVars {
  const previous = Object.fromEntries(Object.keys(vars).map((k) => [k, process.env[k]]));
  for (const [k, v] of Object.entries(vars))
    if (v === undefined) delete process.env[k];
    else process.env[k] = v;
  resetEnv();
  return previous;
}

/** Runs `work` with the variables set (or removed), then puts back what they were. */
export async function withEnv(vars: EnvVars, work: () => Promise<void>): Promise<void> {
  const previous = setEnv(vars);
  try {
    await work();
  } finally {
    setEnv(previous);
  }
}

/**
 * The variables of one describe block: set before its tests (`vars` is called then, so it may
 * read stand-ins started by an earlier beforeAll), put back to what they were after them.
 */
export function blockEnv(vars: () => EnvVars): void {
  let previous: EnvVars = {};
  beforeAll(() => {
    previous = setEnv(vars());
  });
  afterAll(() => {
    setEnv(previous);
  });
}
