// `npm run bench:long-words`: how long the generator takes to lay out a document holding an
// unbroken run of characters (a pasted IBAN, URL or product code) in its notes and in a line's
// description, beside the same document without it (the control), rounds interleaved. The layout is
// what the live preview redoes on each change and what the PDF draws, so a ratio near 1 means a
// long word costs no more than a normal change.
import { performance } from 'node:perf_hooks';
import { emptyDraft, type Draft } from '@/features/invoice-generator/model/draft';
import { evaluate } from '@/features/invoice-generator/model/evaluate';
import { buildDocument } from '@/features/invoice-generator/document/content';
import { layoutInvoice } from '@/features/invoice-generator/document/layout';
import { documentWords } from '../tests/support/invoice-documents';
import { machine, record } from './lib.mjs';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 7);
const LENGTHS = [2_000, 5_000, 15_000];

const words = { en: await documentWords('en-US'), es: await documentWords('es-MX') };

function draftWith(word: string): Draft {
  const draft = emptyDraft('2026-11-27', 'INV-2026-0001');
  return {
    ...draft,
    notes: `Pay to ${word}`,
    lines: [{ id: 'a', description: `Licence ${word}`, quantity: '1', unitPrice: '100' }],
  };
}

function layoutMs(draft: Draft): number {
  const start = performance.now();
  layoutInvoice(buildDocument(draft, evaluate(draft), words));
  return performance.now() - start;
}

const cases = [
  { name: 'control', draft: draftWith('DE89370400440532013000') },
  ...LENGTHS.map((n) => ({
    name: `${n} characters`,
    draft: draftWith('DE89370400440532013000'.repeat(Math.ceil(n / 22)).slice(0, n)),
  })),
];
const times = new Map(cases.map((c) => [c.name, [] as number[]]));
for (const c of cases) layoutMs(c.draft); // warm-up
for (let round = 0; round < ROUNDS; round++)
  for (const c of cases) times.get(c.name)!.push(layoutMs(c.draft));

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const control = median(times.get('control')!);
const rows = cases.map((c) => {
  const ms = median(times.get(c.name)!);
  return {
    case: c.name,
    medianMs: Number(ms.toFixed(2)),
    ratioToControl: Number((ms / control).toFixed(1)),
  };
});
record(
  'long-words',
  { machine: machine(), rounds: ROUNDS, rows },
  `
## Long words in the generator's layout (\`npm run bench:long-words\`)

Median of ${ROUNDS} interleaved rounds; the control is the same document with a 22-character IBAN.

| case | median ms | × control |
|---|---|---|
${rows.map((r) => `| ${r.case} | ${r.medianMs} | ${r.ratioToControl} |`).join('\n')}
`,
);
console.table(rows);
