import { databaseStatus } from '@/lib/db';
import { inFlightRequests, isShuttingDown } from '@/lib/lifecycle';
import { maintenanceRunning } from '@/lib/service/products/bulk/maintenance';

export const dynamic = 'force-dynamic';

/**
 * Liveness and readiness, no credentials needed: `ready` (200) once the database is migrated and
 * seeded; `starting` or `failing` (503, with the reason) before that or while a failed start is
 * retried; `stopping` (503) during a graceful shutdown. Load balancers and the test harness wait for 200.
 * `inFlight` counts the service calls being answered (what a shutdown waits for); `maintenance` says
 * whether housekeeping after large writes (search facts refresh, vacuum) is still running here.
 */
export async function GET() {
  const { status, reason, kind } = databaseStatus();
  const shown = isShuttingDown() ? 'stopping' : status;
  return Response.json(
    { status: shown, reason, database: kind, inFlight: inFlightRequests(), maintenance: maintenanceRunning() },
    { status: shown === 'ready' ? 200 : 503, headers: { 'Cache-Control': 'no-store' } },
  );
}
