import 'server-only';
import { currentStaff } from '@/lib/auth/session';

/**
 * The signed-in staff member the back-office acts for, sent with every call so the service's audit
 * history names the person and not only the back-office's API client (headers X-Staff-Email and
 * X-Staff-Name, an extension of the interface). Outside a request (scripts, start-up) there is no one.
 */
export async function staffHeaders(): Promise<Record<string, string>> {
  let staff = null;
  try {
    staff = await currentStaff();
  } catch {
    // No request scope (e.g. a script or start-up work): the call is the client's own.
    return {};
  }
  if (!staff) return {};
  // Header values must be ByteStrings: encode names outside Latin-1 (the service decodes them).
  return { 'X-Staff-Email': staff.email, 'X-Staff-Name': encodeURIComponent(staff.name) };
}
