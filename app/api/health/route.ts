import { NextResponse } from 'next/server';
import { databaseHandle } from '@/lib/db';

export const dynamic = 'force-dynamic';

/** Liveness and readiness: answers once the database is migrated and seeded. No credentials needed. */
export async function GET() {
  const handle = await databaseHandle();
  return NextResponse.json({ status: 'ok', database: handle.kind });
}
