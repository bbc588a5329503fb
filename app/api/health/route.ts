import { logger } from '@/log';
import { checkWritable, database, type DbHandle } from '@/server/db';
import { version } from '../../../package.json';

export const dynamic = 'force-dynamic';

/** How long one proof that the database accepts a write stands for every health check. */
const WRITE_CHECK_MS = 1_000;
const lastWriteCheck = new WeakMap<DbHandle, { at: number; check: Promise<void> }>();

/**
 * The database accepts a write (one row rewritten, see checkWritable), proved at most once a
 * second per instance whatever the number of calls: a health check is not a way to make the
 * database write at will. A failed proof is not reused.
 */
function writable(handle: DbHandle): Promise<void> {
  const now = Date.now();
  const last = lastWriteCheck.get(handle);
  if (last && now - last.at < WRITE_CHECK_MS) return last.check;
  const check = checkWritable(handle);
  lastWriteCheck.set(handle, { at: now, check });
  check.catch(() => lastWriteCheck.delete(handle));
  return check;
}

/**
 * Whether the request comes from this machine (the balancer beside the instance, or an operator
 * on it): the visitor's address, which the production server's gate has put in X-Forwarded-For
 * (scripts/request-gate.mjs), is a loopback address.
 */
function fromThisMachine(request: Request): boolean {
  const address = request.headers.get('x-forwarded-for') ?? '';
  return /^(127\.\d+\.\d+\.\d+|::1)$/.test(address);
}

/**
 * Readiness for load balancers: 200 when the database accepts a write, 503 when storage fails (a
 * read-only or deleted SQLite file, PostgreSQL unreachable or not answering within its timeouts).
 * Anyone gets the status alone; a request from this machine also gets the database's kind, how
 * much delivery work is waiting and the version.
 */
export async function GET(request: Request) {
  const headers = { 'Cache-Control': 'no-store' };
  try {
    const handle = await database();
    await writable(handle);
    if (!fromThisMachine(request)) return Response.json({ status: 'ok' }, { headers });
    const { db, kind } = handle;
    const rows = await db
      .selectFrom('outbox')
      .select(['status', db.fn.countAll<number>().as('count')])
      .where('status', 'in', ['pending', 'dead'])
      .groupBy('status')
      .execute();
    const count = (s: string) => Number(rows.find((r) => r.status === s)?.count ?? 0);
    return Response.json(
      {
        status: 'ok',
        database: kind,
        outbox: { pending: count('pending'), dead: count('dead') },
        version,
      },
      { headers },
    );
  } catch (error) {
    logger().warn(
      { error: String(error) },
      'health check failed: the database did not accept a write',
    );
    return Response.json({ status: 'error' }, { status: 503, headers });
  }
}
