export const dynamic = 'force-dynamic';

/** Liveness and readiness for load balancers and the test harness. */
export function GET() {
  return Response.json({ status: 'ok' }, { headers: { 'Cache-Control': 'no-store' } });
}
