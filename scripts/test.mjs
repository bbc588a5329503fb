#!/usr/bin/env node
// `npm test`: every check a fresh machine can run, stopping at the first failing stage:
//   lint, types, layering and dependencies (dependency-cruiser, knip), translations → unit and
//   integration tests (SQLite, and PostgreSQL when TEST_DATABASE_URL is set) beside the production
//   build (when not current) → end-to-end tests in Chromium.
import { spawn } from 'node:child_process';
import { buildIsCurrent, buildRecord, secretsDigest, settingsConflicts } from './build-state.mjs';
import { e2eEnv } from './e2e-env.mjs';

process.env.NEXT_TELEMETRY_DISABLED = '1';

const baseEnv = { ...process.env };
const e2eProcessEnv = { ...process.env, ...e2eEnv };

/**
 * The checks, in stages: the steps of a stage run side by side (the machine has two cores and
 * these steps wait on I/O much of the time), their output printed whole as each finishes; a stage
 * starts when the one before has passed.
 */
const stages = [
  [
    ['Lint', 'npx', ['eslint', '.']],
    ['Types', 'npm', ['run', '--silent', 'typecheck']],
    // docs/decisions/layering.md
    ['Layering and dependencies', 'npm', ['run', '--silent', 'check:deps']],
    ['Translations', 'npm', ['run', '--silent', 'i18n:check']],
  ],
  [
    ['Unit and integration tests', 'npx', ['vitest', 'run']],
    // Built with the end-to-end configuration, which the e2e server (scripts/start.mjs) then
    // reuses. The e2e secrets are present while building so the secret scan checks a build that
    // saw them. Then, while the unit tests still run, the next release the nginx test rolls out
    // (scripts/next-release.mjs), when that test will run.
    ['Production build', null, null],
  ],
  // Alone: the unit and integration tests beside them starved both of CPU (a 15-minute vitest run
  // whose PDF and report tests passed their 20 s timeouts).
  [['End-to-end tests (Chromium)', 'npx', ['playwright', 'test'], { inherit: true, e2e: true }]],
];

for (const stage of stages) {
  const results = await Promise.all(stage.map((step) => runStep(...step)));
  const failed = results.find((r) => r.status !== 0);
  if (failed) {
    console.error(`\n✘ ${failed.name} failed`);
    process.exit(failed.status ?? 1);
  }
}
console.log('\nAll checks passed.');

async function runStep(name, cmd, args, { inherit = false, e2e = false } = {}) {
  const started = Date.now();
  if (cmd === null) return build(name, started);
  if (inherit) console.log(`\n▶ ${name}`);
  const result = await run(cmd, args, e2e ? e2eProcessEnv : baseEnv, inherit);
  report(name, started, result, !inherit);
  return { name, status: result.status };
}

async function build(name, started) {
  const record = buildRecord();
  if (
    buildIsCurrent() &&
    record &&
    settingsConflicts(record, e2eProcessEnv).length === 0 &&
    record.secretsDigest === secretsDigest(e2eProcessEnv)
  ) {
    report(name, started, { status: 0, output: '  the existing build is current\n' });
    return nextRelease();
  }
  const result = await run('npm', ['run', 'build'], e2eProcessEnv, false);
  report(name, started, result);
  if (result.status !== 0) return { name, status: result.status };
  return nextRelease();
}

/** The release tests/e2e/nginx.spec.ts rolls out, where that test runs (it needs PostgreSQL). */
async function nextRelease() {
  const name = 'Next release (for the nginx test)';
  if (!process.env.TEST_DATABASE_URL && !process.env.CI) return { name, status: 0 };
  const started = Date.now();
  const result = await run(
    'node',
    [
      '-e',
      "import('./scripts/next-release.mjs').then((m) => console.log('  ' + m.nextRelease().dir))",
    ],
    e2eProcessEnv,
    false,
  );
  report(name, started, result);
  return { name, status: result.status };
}

function report(name, started, { status, output }, header = true) {
  if (header) process.stdout.write(`\n▶ ${name}\n${output ?? ''}`);
  if (status === 0) console.log(`✔ ${name} (${((Date.now() - started) / 1000).toFixed(0)} s)`);
}

/** Runs a command; its output is kept and printed once it ends, unless `inherit`. */
function run(cmd, args, env, inherit) {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, {
      env,
      stdio: inherit ? 'inherit' : ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout?.on('data', (d) => (output += d));
    child.stderr?.on('data', (d) => (output += d));
    child.on('close', (status) => resolve({ status, output: inherit ? '' : output }));
  });
}
