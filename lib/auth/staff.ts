import 'server-only';
import { eq } from 'drizzle-orm';
import { database } from '@/lib/db';
import { staffUsers } from '@/lib/db/schema';
import { hashSecret, needsRehash, verifySecret } from '@/lib/security/passwords';
import { accountKey, recordSignInFailure, recordSignInSuccess, signInWait } from '@/lib/security/rate-limits';
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

// Compared against when the email is unknown, so a wrong email costs the same hashing time as a wrong
// password and response times do not reveal which staff emails exist.
let decoyHash: Promise<string> | undefined;

/**
 * Checks an email and password, under the sign-in limits (lib/security/rate-limits.ts): while the
 * account at this address, or the address, must wait, nothing is checked and null is returned — the sign-in page asks
 * `signInWait` why. A wrong email counts like a wrong password, so the limits reveal no account.
 */
export async function verifyStaffCredentials(email: string, password: string, ip: string): Promise<StaffUser | null> {
  const wait = await signInWait(email, ip);
  if (wait) {
    logRefusal(email, ip, wait.reason === 'locked' ? 'locked' : 'waiting');
    return null;
  }
  const user = await checkPassword(email, password);
  if (user) await recordSignInSuccess(email, ip);
  else {
    await recordSignInFailure(email, ip);
    logRefusal(email, ip, 'wrong email or password');
  }
  return user;
}

/**
 * One line per refused sign-in, for whoever watches for attacks: the account as its limiter key (the
 * email typed may be a password typed in the wrong field), the address, and why — never the password,
 * never a stack (next-auth's own report of the refusal is silenced in lib/auth/config.ts).
 */
function logRefusal(email: string, ip: string, reason: 'wrong email or password' | 'waiting' | 'locked'): void {
  log.warn({ event: 'staff-sign-in-refused', account: accountKey(email), ip, reason }, 'staff sign-in refused');
}

async function checkPassword(email: string, password: string): Promise<StaffUser | null> {
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
  // A hash of the older scheme (scrypt) becomes argon2id now that the password is known to be right.
  if (needsRehash(row.passwordHash))
    await db.update(staffUsers).set({ passwordHash: await hashSecret(password) }).where(eq(staffUsers.id, row.id));
  return { id: row.id, email: row.email, name: row.name, role: row.role };
}
