// Operator commands: `npm run ops -- <command> [options]`. Uses the same configuration as the
// site (DATABASE_URL or SQLITE_PATH, CUSTOMERIO_*), so it acts on the production data it points at.
import { writeFileSync } from 'node:fs';
import { FIX_MAX_AGE_DAYS } from '../src/content/facts';
import { env } from '../src/env';
import { featureJobs } from '../src/features/jobs';
import {
  formatLeadsReport,
  leadsReport,
  parseDimensions,
  parseSince,
  REPORT_DIMENSIONS,
} from '../src/server/attribution/report';
import { migrateToLatest, openDatabase } from '../src/server/db';
import { housekeeping } from '../src/server/housekeeping';
import {
  deadItems,
  exportableTables,
  exportCsv,
  confirmDeletionRequest,
  integrationNames,
  listDeletionRequests,
  outboxSummary,
  parseSetFix,
  preflight,
  preflightIsStrict,
  retryDead,
  writeBanxicoFix,
  BANXICO_FIX_FILE,
  type ExportableTable,
} from '../src/server/ops';

const HELP = `Invoxa site operator commands

Usage: npm run ops -- <command> [options]

  export <table> [--out FILE]      Write a table as CSV (stdout by default).
                                   Tables: ${exportableTables.join(', ')}
                                   (lead tables with their first_* and last_* touch columns)
  report leads [--since 30d] [--by source,medium,campaign,landing] [--touch first|last]
                                   Leads per feature since a period (30d, 12h) or a date, counted by
                                   where they came from. --by, any of:
                                   ${Object.keys(REPORT_DIMENSIONS).join(', ')}.
                                   source = utm_source, else the referring site, else (direct);
                                   medium = utm_medium, else referral or (none). --touch: the
                                   visitor's first landing (default) or the session's last
                                   attributed one. Sent without JavaScript: (not recorded).
  deletions [--pending]            Data-deletion requests with their age against the deadlines
                                   (answer within 20 business days in Mexico, complete within 45 days
                                   under the CCPA); DUE SOON marks those within a week of the first.
  confirm <request-id> [--site-without ${integrationNames.join(',')}]
                                   Confirm a request whose owner you verified another way (when the
                                   site cannot send e-mail), then carry out that request only, with
                                   this machine's settings: remove the person from marketing
                                   automation, delete every row with the address, queue the notices
                                   for the site's dispatcher. Refuses when the person's data may have
                                   reached an integration not configured here; --site-without names
                                   integrations the site does not use.
  housekeeping                     Expire unconfirmed requests and delete what is past its retention
                                   (also run hourly by the server or the worker).
  outbox                           Outbox totals by topic and status, and the dead items.
  retry-dead [id ...]              Queue dead outbox items (all, or the given ids) again.
  migrate                          Apply database migrations (also done by npm start).
  preflight [--production]         The launch checklist: every placeholder in the facts registry
                                   (phones, legal entity and address, PAC partner, e-mail domains)
                                   to replace before launch. Exits 1 while any remains when
                                   NODE_ENV=production or with --production (or --strict).
                                   Launch blockers exit 1 in every mode: a fact past its last
                                   confirmed day with no later period recorded, and a Banxico FIX
                                   older than ${FIX_MAX_AGE_DAYS} days.
  set-fix <rate> --date YYYY-MM-DD --source URL
                                   Record the Banxico FIX (pesos per dollar) the Spanish pricing
                                   page converts the price with: the banking day Banxico
                                   determined it (the day before the DOF publishes it) and the
                                   Banxico or DOF page it was read on. Writes
                                   src/content/banxico-fix.json; the next build shows it.
  --help                           This help.
`;

async function main(argv: string[]) {
  const [command, ...rest] = argv;
  if (!command || command === '--help' || command === '-h' || command === 'help') {
    process.stdout.write(HELP);
    return;
  }
  if (command === 'preflight') {
    const strict = preflightIsStrict(rest);
    const { items, blockers, ok } = preflight(strict);
    if (blockers.length > 0) {
      console.log(
        `Launch blockers: ${blockers.length} fact(s) the site must not state as they are`,
      );
      for (const blocker of blockers) console.log(`- ${blocker.reason}`);
    }
    if (items.length === 0) console.log('Launch checklist: no placeholder left.');
    else {
      console.log(
        `Launch checklist: ${items.length} placeholder(s) to replace in src/content/facts.ts`,
      );
      for (const item of items)
        console.log(`- ${item.fact}: replace with ${item.replaceWith}\n    now: ${item.current}`);
    }
    if (!ok) {
      console.error(
        blockers.length > 0
          ? 'Not ready: resolve the launch blockers above.'
          : 'Not ready for production: replace the placeholders above.',
      );
      process.exitCode = 1;
    }
    return;
  }
  if (command === 'set-fix') {
    const record = parseSetFix(rest, new Date().toISOString().slice(0, 10));
    writeBanxicoFix(record);
    console.log(
      `Wrote ${BANXICO_FIX_FILE}: FIX of ${record.determined}, ${record.pesosPerDollar} pesos per dollar (${record.source}). Build and deploy for the pages to show it.`,
    );
    return;
  }
  const e = env();
  const handle = openDatabase({ databaseUrl: e.DATABASE_URL, sqlitePath: e.SQLITE_PATH });
  const { db } = handle;
  try {
    await migrateToLatest(db);
    switch (command) {
      case 'migrate':
        console.log(`Database (${handle.kind}) is at the latest migration.`);
        break;
      case 'export': {
        const table = rest[0] as ExportableTable;
        if (!exportableTables.includes(table))
          throw new Error(
            `Unknown table "${rest[0] ?? ''}". Tables: ${exportableTables.join(', ')}`,
          );
        const csv = await exportCsv(db, table);
        const out = rest.indexOf('--out');
        if (out >= 0 && rest[out + 1]) {
          writeFileSync(rest[out + 1]!, csv);
          console.log(`Wrote ${csv.split('\n').length - 2} rows to ${rest[out + 1]}`);
        } else process.stdout.write(csv);
        break;
      }
      case 'report': {
        if (rest[0] !== 'leads') throw new Error('Reports: leads. See --help.');
        const option = (name: string) => {
          const i = rest.indexOf(name);
          return i >= 0 ? rest[i + 1] : undefined;
        };
        const touch = option('--touch') ?? 'first';
        if (touch !== 'first' && touch !== 'last') throw new Error('--touch: first or last.');
        const options = {
          since: parseSince(option('--since') ?? '30d'),
          by: parseDimensions(option('--by') ?? 'source,medium,campaign,landing'),
          touch,
        } as const;
        process.stdout.write(formatLeadsReport(await leadsReport(db, options), options));
        break;
      }
      case 'deletions':
        console.table(
          await listDeletionRequests(db, rest.includes('--pending') ? 'pending' : undefined),
        );
        break;
      case 'confirm': {
        if (!rest[0])
          throw new Error('Give the id of the request (see `npm run ops -- deletions`).');
        const without = rest.indexOf('--site-without');
        const siteWithout = without >= 0 ? (rest[without + 1] ?? '').split(',') : [];
        const unknown = siteWithout.filter((n) => !(integrationNames as string[]).includes(n));
        if (unknown.length > 0)
          throw new Error(
            `Unknown integration "${unknown.join(',')}". --site-without takes: ${integrationNames.join(', ')}.`,
          );
        console.log(
          JSON.stringify(await confirmDeletionRequest(handle, rest[0], { siteWithout }), null, 2),
        );
        break;
      }
      case 'housekeeping':
        console.log(JSON.stringify(await housekeeping(db, featureJobs.housekeeping), null, 2));
        break;
      case 'outbox':
        console.table(await outboxSummary(db));
        console.table(await deadItems(db));
        break;
      case 'retry-dead':
        console.log(`${await retryDead(db, rest)} item(s) queued again.`);
        break;
      default:
        throw new Error(`Unknown command "${command}". See --help.`);
    }
  } finally {
    await db.destroy();
  }
}

main(process.argv.slice(2)).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
