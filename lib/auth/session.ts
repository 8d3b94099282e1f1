import 'server-only';
import { headers } from 'next/headers';
import { forbidden, redirect } from 'next/navigation';
import { cache } from 'react';
import { auth } from './config';
import { can, isRole, type AccessLevel, type Area, type Role } from './roles';
import { loginPath, REQUEST_PATH_HEADER } from './paths';

export interface Staff {
  id: string;
  name: string;
  email: string;
  role: Role;
}

/** The signed-in staff member, or null. Once per request, however many components ask. */
export const currentStaff = cache(async (): Promise<Staff | null> => {
  const session = await auth();
  const user = session?.user;
  if (!user || !isRole(user.role)) return null;
  return { id: user.id, name: user.name ?? user.email ?? 'Staff', email: user.email ?? '', role: user.role };
});

/** For pages: the signed-in staff member, or a redirect to the sign-in page that comes back here. */
export async function requireSession(): Promise<Staff> {
  const staff = await currentStaff();
  if (staff) return staff;
  const here = (await headers()).get(REQUEST_PATH_HEADER);
  redirect(loginPath(here));
}

/**
 * For pages: the signed-in staff member when their role may `level` the `area`; otherwise the 403
 * page (app/(admin)/forbidden.tsx). Every page of an area calls it first — layouts are not re-run on
 * client navigation, so a check there would not protect the pages below.
 */
export async function requireRole(area: Area, level: AccessLevel = 'read'): Promise<Staff> {
  const staff = await requireSession();
  if (!can(staff.role, area, level)) forbidden();
  return staff;
}
