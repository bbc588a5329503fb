#!/usr/bin/env node
// `npm start`: builds when there is no build of the current sources, then serves the site.
// Build once, run many: only the settings baked into the pages (src/build-settings.ts) belong to a
// build; runtime settings and secrets (SMTP_URL, Customer.io, the webhook…) never cause a rebuild.
// Unset build settings take the build's values; a different one stops here, before anything is
// rebuilt under a server that may be running from the same .next.
import { spawnSync, spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import {
  adoptBuildSettings,
  buildIsCurrent,
  buildRecord,
  settingsConflicts,
  sourceHash,
  STAMP_FILE,
} from './build-state.mjs';

process.env.NEXT_TELEMETRY_DISABLED = '1';

function run(cmd, args) {
  const result = spawnSync(cmd, args, { stdio: 'inherit', env: process.env });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const record = buildRecord();
if (record) {
  const conflicts = settingsConflicts(record);
  if (conflicts.length > 0) {
    const list = conflicts.map((c) => `${c.key}=${c.given} (the build has ${c.built})`).join(', ');
    console.error(
      `Not started: the build in .next was made with other settings: ${list}. These are baked ` +
        "into the pages: leave them unset to use the build's, or make a new build with " +
        '`npm run build` (not under a running server).',
    );
    process.exit(1);
  }
  adoptBuildSettings(record);
}

if (buildIsCurrent()) {
  console.log('Using the existing production build (.next).');
} else {
  console.log('No production build of the current sources: building the site (a few minutes)…');
  run('npm', ['run', 'build']);
  writeFileSync(STAMP_FILE, sourceHash());
}

const args = ['next', 'start', '-p', process.env.PORT ?? '3000'];
if (process.env.HOSTNAME) args.push('-H', process.env.HOSTNAME);
const server = spawn('npx', args, { stdio: 'inherit', env: process.env });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
