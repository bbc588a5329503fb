#!/usr/bin/env node
// `npm start`: builds when there is no current build, prepares the database, then serves the site.
import { spawnSync, spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { buildIsCurrent, sourceHash, STAMP_FILE } from './build-state.mjs';

process.env.NEXT_TELEMETRY_DISABLED = '1';

function run(cmd, args) {
  const result = spawnSync(cmd, args, { stdio: 'inherit', env: process.env });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

if (buildIsCurrent()) {
  console.log('Using the existing production build (.next).');
} else {
  console.log('No current production build: building the site (about a minute)…');
  run('npm', ['run', 'build']);
  writeFileSync(STAMP_FILE, sourceHash());
}

const args = ['next', 'start', '-p', process.env.PORT ?? '3000'];
if (process.env.HOSTNAME) args.push('-H', process.env.HOSTNAME);
const server = spawn('npx', args, { stdio: 'inherit', env: process.env });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
