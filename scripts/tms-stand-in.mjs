#!/usr/bin/env node
// A local stand-in for the hosted translation service, for trying the integration by hand:
//   node scripts/tms-stand-in.mjs [port] [overrides.json]
// It serves /{projectId}/{version}/{lng}/{ns} from locales/, with the messages of overrides.json
// ({ "en-US": { "pages": { "home": { "hero": { "title": "…" } } } } }) laid over them; the file is
// read on every request, so an edit shows at the next load.
import { existsSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';

const port = Number(process.argv[2] ?? 4500);
const overridesFile = process.argv[3];

function deepMerge(base, over) {
  if (!over || typeof over !== 'object' || Array.isArray(over)) return over ?? base;
  const out = { ...base };
  for (const [k, v] of Object.entries(over)) out[k] = deepMerge(base?.[k], v);
  return out;
}

createServer((req, res) => {
  const [, , , lng, ns] = (req.url ?? '').split('?')[0].split('/');
  const file = path.join('locales', String(lng), `${ns}.json`);
  if (!lng || !ns || !/^[\w-]+$/.test(lng) || !/^\w+$/.test(ns) || !existsSync(file)) {
    res.writeHead(404).end('{}');
    return;
  }
  const overrides =
    overridesFile && existsSync(overridesFile)
      ? JSON.parse(readFileSync(overridesFile, 'utf8'))
      : {};
  const body = deepMerge(JSON.parse(readFileSync(file, 'utf8')), overrides?.[lng]?.[ns]);
  console.log(`${new Date().toISOString()} ${req.method} ${req.url}`);
  res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(body));
}).listen(port, '127.0.0.1', () => console.log(`translation stand-in on http://127.0.0.1:${port}`));
