'use server';

import { AuthError } from 'next-auth';
import { headers } from 'next/headers';
import { z } from 'zod';
import { signIn } from '@/lib/auth/config';
import { OIDC_PROVIDER_ID, oidcEnabled } from '@/lib/auth/oidc';
import { safeCallbackPath } from '@/lib/auth/paths';
import { clientIp } from '@/lib/security/client-ip';
import { signInWait, type RateLimited } from '@/lib/security/rate-limits';

export interface SignInState {
  message?: string;
  fieldErrors?: { email?: string; password?: string };
  email?: string;
}

const formSchema = z.object({
  email: z
    .string()
    .trim()
    .min(1, 'Enter your email address')
    .max(320)
    .pipe(z.email('Enter a valid email address')),
  password: z.string().min(1, 'Enter your password').max(1000),
});

/** The sign-in form: on success next-auth redirects to the page the user asked for. */
export async function signInWithPassword(_previous: SignInState, formData: FormData): Promise<SignInState> {
  const redirectTo = safeCallbackPath(formData.get('callbackUrl')?.toString());
  const parsed = formSchema.safeParse({ email: formData.get('email'), password: formData.get('password') });
  const email = formData.get('email')?.toString() ?? '';
  if (!parsed.success) {
    const fieldErrors: SignInState['fieldErrors'] = {};
    for (const issue of parsed.error.issues)
      fieldErrors[issue.path[0] as 'email' | 'password'] ??= issue.message;
    return { fieldErrors, email };
  }
  try {
    await signIn('credentials', { email: parsed.data.email, password: parsed.data.password, redirectTo });
    return {};
  } catch (e) {
    // A successful sign-in "throws" the redirect; only next-auth's own failures are answered here.
    if (e instanceof AuthError) {
      if (e.type !== 'CredentialsSignin') return { message: 'Signing in failed. Try again in a moment.', email };
      const wait = await signInWait(parsed.data.email, clientIp(await headers()));
      return { message: wait ? waitMessage(wait) : 'The email or password is not right.', email };
    }
    throw e;
  }
}

/** Says how long to wait, never whether the email or the password was wrong. */
function waitMessage(wait: RateLimited): string {
  if (wait.reason === 'locked') {
    const minutes = Math.ceil(wait.retryAfterSeconds / 60);
    return `Too many failed sign-ins: signing in is locked for ${minutes} minute${minutes === 1 ? '' : 's'}. Try again later or ask an administrator.`;
  }
  const s = wait.retryAfterSeconds;
  return `Too many failed sign-ins. Wait ${s} second${s === 1 ? '' : 's'}, then try again.`;
}

export async function signInWithOidc(formData: FormData) {
  if (!oidcEnabled()) return;
  await signIn(OIDC_PROVIDER_ID, { redirectTo: safeCallbackPath(formData.get('callbackUrl')?.toString()) });
}
