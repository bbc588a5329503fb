import { randomBytes } from 'node:crypto';
import { dropRunSchemas } from './pg-schema';

/**
 * Vitest's global setup: tags the run, so that the PostgreSQL schemas its test files make
 * (tests/support/pg-schema.ts) are dropped together once every file has ended, never while another
 * file is migrating its own. The test files' processes start after this and inherit the tag.
 */
export default function setup() {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) return;
  const tag = `r${randomBytes(4).toString('hex')}`;
  process.env.PG_SCHEMA_RUN = tag;
  return () => dropRunSchemas(url, tag);
}
