#!/usr/bin/env node
// `npm run bench:bytes`: for every page, the JavaScript, CSS and HTML a modern browser downloads
// (gzip), against the budgets of docs/decisions/performance.md. Needs a build (`npm run build`).
import { budgetFor, pageBytes } from './page-bytes.mjs';
import { machine, record, sitePaths, startServer } from './lib.mjs';

const server = await startServer({ port: 3901, env: { OUTBOX_DISPATCHER: 'off' } });
const rows = [];
try {
  const cache = new Map();
  for (const path of [...(await sitePaths(server.url)), '/no-such-page', '/es/no-existe']) {
    const b = await pageBytes(server.url, path, cache);
    const budget = budgetFor(path);
    rows.push({
      ...b,
      withinBudget: b.js <= budget.js && b.css <= budget.css && b.html <= budget.html,
      jsBudget: budget.js,
    });
  }
} finally {
  await server.stop();
}
const kb = (n) => (n / 1000).toFixed(1);
const result = { machine: machine(), pages: rows };
record(
  'bytes',
  result,
  `## Bytes per page (\`npm run bench:bytes\`)

${result.machine.date} · gzip -9 of what a modern browser downloads on first load (HTML, its stylesheets and scripts; noModule polyfills excluded). Budgets (docs/decisions/performance.md): JS 145 KB content pages, 150 KB home and pricing, 165 KB contact, 170 KB the invoice generator before its PDF library loads (docs/decisions/invoice-generator.md); HTML 31 KB; CSS 20 KB.

| page | JS KB | JS budget | CSS KB | HTML KB | within budget |
|---|---|---|---|---|---|
${rows.map((r) => `| ${r.path} | ${kb(r.js)} | ${kb(r.jsBudget)} | ${kb(r.css)} | ${kb(r.html)} | ${r.withinBudget ? 'yes' : '**no**'} |`).join('\n')}`,
);
console.table(
  rows.map((r) => ({ page: r.path, js: r.js, css: r.css, html: r.html, ok: r.withinBudget })),
);
