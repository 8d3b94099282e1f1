'use server';

import { signOut } from './config';

/** Sign-out from the user menu: ends the session and returns to the sign-in page. */
export async function signOutAction() {
  await signOut({ redirectTo: '/login' });
}
