#!/usr/bin/env node
// `npm run bench:bytes`: for every page, the JavaScript, CSS and HTML a modern browser downloads
// (gzip), against the budgets of docs/decisions/performance.md. Needs a build (`npm run build`).
import { budgetFor, onDemandChunks, pageBytes } from './page-bytes.mjs';
import { machine, record, sitePaths, startServer } from './lib.mjs';

// BENCH_PORT: another port when several copies of the project benchmark on one machine.
const server = await startServer({
  port: Number(process.env.BENCH_PORT ?? 3901),
  env: { OUTBOX_DISPATCHER: 'off' },
});
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
  // The invoice generator's code loaded on demand, a line each: the PDF library on the first
  // "Download PDF", the live preview with its look chooser once the page has started, the storage
  // code with the draft validator (a returning visitor's documents read, the first save, an
  // import), the CFDI data when
  // that section is opened, and the other sections shown only when used (charges, receipt, logo,
  // address book, profile, saved list). A group is named by the first marker it holds; a chunk
  // shared by several groups is counted once, with the first group that reaches it, so the other
  // sections' line also holds code shared with the named ones (zod/mini for the validator).
  const parts = [
    // pdf-lib's own Producer, written in every PDF it makes.
    ['PDF library (first download)', 'github.com/Hopding/pdf-lib'],
    ['live preview and look chooser (after the page starts)', '"LivePreview"'],
    [
      'storage code and draft validator (saved documents read, first save, import)',
      '"parseDraftFile"',
    ],
    ['CFDI data (when its section is opened)', '"CfdiFields"'],
  ];
  for (const path of ['/invoice-generator']) {
    const groups = await onDemandChunks(
      server.url,
      path,
      parts.map(([, marker]) => marker),
    );
    const sums = new Map();
    for (const g of groups) {
      const name =
        parts[g.marked]?.[0] ??
        'other sections, each when used (charges, receipt, logo, address book, profile, saved list), and code shared with the groups above';
      sums.set(name, (sums.get(name) ?? 0) + g.js);
    }
    for (const [name, js] of sums)
      rows.push({ path: `${path} · on demand: ${name}`, js, onDemand: true });
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
${rows.map((r) => (r.onDemand ? `| ${r.path} | ${kb(r.js)} | – | – | – | not in the first load |` : `| ${r.path} | ${kb(r.js)} | ${kb(r.jsBudget)} | ${kb(r.css)} | ${kb(r.html)} | ${r.withinBudget ? 'yes' : '**no**'} |`)).join('\n')}`,
);
console.table(
  rows.map((r) => ({ page: r.path, js: r.js, css: r.css, html: r.html, ok: r.withinBudget })),
);
