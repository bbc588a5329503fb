import { logger } from '@/log';
import { checkWritable, database } from '@/server/db';
import { version } from '../../../package.json';

export const dynamic = 'force-dynamic';

/**
 * Readiness for load balancers: the database accepts a write (one row rewritten, see
 * checkWritable), and how much delivery work is waiting. 503 when storage fails: a read-only or
 * deleted SQLite file, PostgreSQL unreachable or not answering within its timeouts.
 */
export async function GET() {
  const headers = { 'Cache-Control': 'no-store' };
  try {
    const handle = await database();
    const { db, kind } = handle;
    await checkWritable(handle);
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
    return Response.json({ status: 'error', database: 'unreachable' }, { status: 503, headers });
  }
}
