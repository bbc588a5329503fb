import { database } from '@/server/db';
import { version } from '../../../package.json';

export const dynamic = 'force-dynamic';

/** Readiness for load balancers: the database answers, and how much delivery work is waiting. */
export async function GET() {
  const headers = { 'Cache-Control': 'no-store' };
  try {
    const { db, kind } = await database();
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
  } catch {
    return Response.json({ status: 'error', database: 'unreachable' }, { status: 503, headers });
  }
}
