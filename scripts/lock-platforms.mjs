#!/usr/bin/env node
// Completes package-lock.json with the other platforms' optional binary packages (@next/swc-*,
// @tailwindcss/oxide-*, …) that npm leaves out when the registry it resolves against does not serve
// them. Without these entries `npm ci` refuses the lock as out of sync with package.json. Each entry
// records the version the parent asks for and the platform npm reads from the package's name, so
// `npm ci` skips it on every other platform. Run it after `npm install` changes the lock.
import { readFileSync, writeFileSync } from 'node:fs';

const file = new URL('../package-lock.json', import.meta.url);
const lock = JSON.parse(readFileSync(file, 'utf8'));
const packages = lock.packages;

const OS = ['android', 'darwin', 'freebsd', 'linux', 'win32', 'openharmony', 'wasm32'];
const CPU = ['arm64', 'x64', 'ia32', 'arm', 'loong64', 'ppc64', 'riscv64', 's390x', 'wasm32'];

/** The platform of a binary package, read from its name (for example `swc-darwin-arm64`). */
function platformOf(name) {
  const parts = name.split('/').pop().split('-');
  const os = parts.find((p) => OS.includes(p));
  const cpu = parts.find((p) => CPU.includes(p)) ?? (parts.includes('eabi') ? 'arm' : undefined);
  if (!os || !cpu) return undefined;
  if (os === 'wasm32') return { cpu: ['wasm32'] };
  const libc = parts.some((p) => p.startsWith('musl'))
    ? ['musl']
    : parts.some((p) => p.startsWith('gnu'))
      ? ['glibc']
      : undefined;
  return { os: [os], cpu: [cpu], ...(libc && { libc }) };
}

let added = 0;
for (const [path, entry] of Object.entries(packages)) {
  for (const [name, range] of Object.entries(entry.optionalDependencies ?? {})) {
    const prefix = path ? `${path}/node_modules/` : 'node_modules/';
    if (packages[`${prefix}${name}`] || packages[`node_modules/${name}`]) continue;
    const platform = platformOf(name);
    if (!platform || !/^\d+\.\d+\.\d+/.test(range)) continue;
    packages[`node_modules/${name}`] = { version: range, optional: true, ...platform };
    added++;
  }
}
// npm's own order, so `npm install` leaves the file as it is.
lock.packages = Object.fromEntries(
  Object.entries(packages).sort(([a], [b]) => a.localeCompare(b, 'en')),
);
writeFileSync(file, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`package-lock.json: ${added} platform entries added`);
