import { sql } from 'drizzle-orm';
import type { Db } from '@/lib/db';
import { staffUsers } from '@/lib/db/schema';
import { hashSecret } from '@/lib/security/passwords';

/**
 * Demo staff, one per role. DEMO ONLY: the passwords are published in the README; a deployment
 * removes these users or sets DEMO_STAFF=0 before its first start.
 */
export const DEMO_STAFF = [
  { email: 'admin@demo.local', name: 'Ada Admin', role: 'admin', password: 'admin-demo' },
  { email: 'catalogue@demo.local', name: 'Cat Manager', role: 'catalogue', password: 'catalogue-demo' },
  { email: 'b2b@demo.local', name: 'Bea Accounts', role: 'b2b', password: 'b2b-demo' },
  { email: 'support@demo.local', name: 'Sam Support', role: 'support', password: 'support-demo' },
] as const;

export async function ensureDemoStaff(db: Db): Promise<void> {
  if (process.env.DEMO_STAFF === '0') return;
  const rows = await db.execute<{ n: number }>(sql`select count(*)::int as n from staff_users`);
  if (Number(rows.rows[0]?.n ?? 0) > 0) return;
  for (const s of DEMO_STAFF) {
    await db
      .insert(staffUsers)
      .values({ email: s.email, name: s.name, role: s.role, passwordHash: await hashSecret(s.password) })
      .onConflictDoNothing();
  }
}
