import 'server-only';
import { eq } from 'drizzle-orm';
import { database } from '@/lib/db';
import { staffUsers } from '@/lib/db/schema';
import { hashSecret, verifySecret } from '@/lib/security/passwords';
import { isRole, type Role } from './roles';
import { log } from '@/lib/log';

/**
 * The staff directory is the back-office's own data, so this is the one place outside the service
 * that reads lib/db — for staff sign-in only.
 */
export interface StaffUser {
  id: string;
  email: string;
  name: string;
  role: Role;
}

// Compared against when the email is unknown, so a wrong email costs the same scrypt time as a wrong
// password and response times do not reveal which staff emails exist.
let decoyHash: Promise<string> | undefined;

export async function verifyStaffCredentials(email: string, password: string): Promise<StaffUser | null> {
  const db = await database();
  const [row] = await db
    .select()
    .from(staffUsers)
    .where(eq(staffUsers.email, email.trim().toLowerCase()))
    .limit(1);
  if (!row) {
    decoyHash ??= hashSecret('decoy password that matches nothing');
    await verifySecret(password, await decoyHash);
    return null;
  }
  if (!(await verifySecret(password, row.passwordHash))) return null;
  if (!isRole(row.role)) {
    log.warn({ staffId: row.id }, 'staff user has an unknown role and cannot sign in');
    return null;
  }
  return { id: row.id, email: row.email, name: row.name, role: row.role };
}
