import 'server-only';
import { writeFileSync } from 'node:fs';
import path from 'node:path';

// `npm run ops -- set-fix <rate> --date YYYY-MM-DD --source URL`: records the Banxico FIX the
// Spanish pricing page converts the price with (src/content/banxico-fix.json, which
// src/content/facts.ts reads as `banxicoFix`). Pages are built statically: the new rate reaches
// them with the next build.

/** The file the facts registry reads the FIX from. */
export const BANXICO_FIX_FILE = path.join(process.cwd(), 'src', 'content', 'banxico-fix.json');

/** What the file holds: the rate, the day Banxico determined it, where it was read. */
export interface BanxicoFixRecord {
  pesosPerDollar: number;
  /** The banking day Banxico determined the rate (the DOF publishes it the next banking day). */
  determined: string;
  source: string;
  /** True once the rate was read on Banxico's or the DOF's own page (then no placeholder). */
  readOnSource: boolean;
}

/** Hosts whose pages give the FIX itself: Banxico's series and the DOF. */
const PRIMARY_HOSTS = ['banxico.org.mx', 'dof.gob.mx', 'sidof.segob.gob.mx'];

const USAGE = 'Usage: npm run ops -- set-fix <pesos per dollar> --date YYYY-MM-DD --source URL';

/**
 * Reads `set-fix`'s arguments and checks them: a rate of pesos per dollar with at most four
 * decimals (as Banxico gives it) within a plausible range, the weekday it was determined (not
 * after `today`), and the https address of Banxico's or the DOF's page it was read on. Throws an
 * Error saying what is wrong.
 */
export function parseSetFix(args: string[], today: string): BanxicoFixRecord {
  const option = (name: string) => {
    const i = args.indexOf(name);
    return i >= 0 ? args[i + 1] : undefined;
  };
  const rate = args[0];
  const date = option('--date');
  const source = option('--source');
  if (!rate || rate.startsWith('--') || !date || !source) throw new Error(USAGE);
  if (!/^\d{1,2}\.\d{1,4}$/.test(rate))
    throw new Error(
      `"${rate}" is not a rate of pesos per dollar with up to four decimals (17.9248).`,
    );
  const pesosPerDollar = Number(rate);
  if (pesosPerDollar < 5 || pesosPerDollar > 50)
    throw new Error(`${rate} pesos per dollar is outside 5 to 50: check the figure.`);
  const day = /^\d{4}-\d{2}-\d{2}$/.test(date) ? new Date(`${date}T00:00:00Z`) : null;
  if (!day || Number.isNaN(day.getTime()) || day.toISOString().slice(0, 10) !== date)
    throw new Error(`--date "${date}" is not a day as YYYY-MM-DD.`);
  if (date > today) throw new Error(`--date ${date} is after today (${today}).`);
  if (day.getUTCDay() === 0 || day.getUTCDay() === 6)
    throw new Error(
      `--date ${date} is a weekend day: give the banking day Banxico determined the FIX (the day before the DOF's publication).`,
    );
  let url: URL;
  try {
    url = new URL(source);
  } catch {
    throw new Error(`--source "${source}" is not an address.`);
  }
  const host = url.hostname.replace(/^www\./, '');
  if (url.protocol !== 'https:' || !PRIMARY_HOSTS.includes(host))
    throw new Error(
      `--source must be the https page of Banxico or the DOF the rate was read on (${PRIMARY_HOSTS.join(', ')}).`,
    );
  return { pesosPerDollar, determined: date, source, readOnSource: true };
}

/** Writes the record where the facts registry reads it. */
export function writeBanxicoFix(record: BanxicoFixRecord, file = BANXICO_FIX_FILE): void {
  writeFileSync(file, `${JSON.stringify(record, null, 2)}\n`);
}
