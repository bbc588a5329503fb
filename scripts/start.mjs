#!/usr/bin/env node
// `npm start`: builds when there is no build of the current sources, then serves the site with
// scripts/server.mjs.
// Build once, run many: only the settings baked into the pages (src/build-settings.ts) belong to a
// build; runtime settings and secrets (SMTP_URL, Customer.io, the webhook…) never cause a rebuild.
// Unset build settings take the build's values; a different one stops here, before anything is
// rebuilt under a server that may be running from the same .next.
import { spawnSync } from 'node:child_process';
import {
  adoptBuildSettings,
  buildIsCurrent,
  buildRecord,
  markBuildInUse,
  serversUsingBuild,
  settingsConflicts,
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
  // Never rebuild .next under a server running from it: its pages would stop matching its scripts.
  const running = serversUsingBuild();
  if (running.length > 0) {
    console.error(
      `Not started: the sources changed since the build in .next, and the server(s) with process ` +
        `id ${running.join(', ')} are running from that build. Stop them before rebuilding, or ` +
        'build and start the new version from another copy of the project.',
    );
    process.exit(1);
  }
  console.log('No production build of the current sources: building the site (a few minutes)…');
  run('npm', ['run', 'build']);
}

markBuildInUse();
// Loaded only now, so Next.js and React load their production builds.
process.env.NODE_ENV = 'production';
const { serve } = await import('./server.mjs');
await serve({
  port: Number(process.env.PORT ?? 3000),
  hostname: process.env.HOSTNAME || undefined,
});
