#!/usr/bin/env node
// `npm test`: every check a fresh machine can run, in order, stopping at the first failure.
//   lint → types → layering and dependencies (dependency-cruiser, knip) → unit and integration
//   tests (SQLite, and PostgreSQL when TEST_DATABASE_URL is set) → production build (when not
//   current) → end-to-end tests in Chromium.
import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import {
  buildIsCurrent,
  buildRecord,
  secretsDigest,
  settingsConflicts,
  sourceHash,
  STAMP_FILE,
} from './build-state.mjs';
import { e2eEnv } from './e2e-env.mjs';

process.env.NEXT_TELEMETRY_DISABLED = '1';

const steps = [
  ['Lint', 'npx', ['eslint', '.']],
  ['Types', 'npm', ['run', '--silent', 'typecheck']],
  // docs/decisions/layering.md
  ['Layering and dependencies', 'npm', ['run', '--silent', 'check:deps']],
  ['Translations', 'npm', ['run', '--silent', 'i18n:check']],
  ['Unit and integration tests', 'npx', ['vitest', 'run']],
  // Built with the end-to-end configuration, which the e2e server (scripts/start.mjs) then reuses.
  // The e2e secrets are present while building so the secret scan checks a build that saw them.
  ['Production build', null, null],
  ['End-to-end tests (Chromium)', 'npx', ['playwright', 'test']],
];

for (const [name, cmd, args] of steps) {
  const started = Date.now();
  console.log(`\n▶ ${name}`);
  if (cmd === null) {
    Object.assign(process.env, e2eEnv);
    const record = buildRecord();
    if (
      buildIsCurrent() &&
      record &&
      settingsConflicts(record).length === 0 &&
      record.secretsDigest === secretsDigest()
    ) {
      console.log('  the existing build is current');
      continue;
    }
    run(name, 'npm', ['run', 'build']);
    writeFileSync(STAMP_FILE, sourceHash());
  } else {
    run(name, cmd, args);
  }
  console.log(`✔ ${name} (${((Date.now() - started) / 1000).toFixed(0)} s)`);
}
console.log('\nAll checks passed.');

function run(name, cmd, args) {
  const result = spawnSync(cmd, args, { stdio: 'inherit', env: process.env });
  if (result.status !== 0) {
    console.error(`\n✘ ${name} failed`);
    process.exit(result.status ?? 1);
  }
}
