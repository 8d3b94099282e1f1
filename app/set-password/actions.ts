'use server';

import { z } from 'zod';
import type { ActionResult } from '@/lib/actions/action-result';
import { ApiError } from '@/lib/api/errors';
import { setInvitedPassword } from '@/lib/api/b2b';
import { userPasswordSchema } from '@/lib/api/schemas/b2b';
import { log } from '@/lib/log';

const inputSchema = z.object({ token: z.string().min(1).max(200), password: userPasswordSchema });

/**
 * The set-password page's one action. It needs no staff session: the invitation's token is the
 * proof, and the service spends it (once, before it expires). The password is checked by the
 * registration's rules here and again by the service.
 */
export async function setPasswordAction(input: unknown): Promise<ActionResult> {
  const parsed = inputSchema.safeParse(input);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const field = String(issue.path[0] ?? 'password');
    if (field === 'token')
      return {
        ok: false,
        status: 400,
        messageCode: 'VALIDATION_ERROR',
        message: 'This link is not complete; open it again from the message.',
        fieldErrors: {},
      };
    return {
      ok: false,
      status: 400,
      messageCode: 'VALIDATION_ERROR',
      message: 'The password is not valid.',
      fieldErrors: { password: issue.message },
    };
  }
  try {
    await setInvitedPassword(parsed.data.token, parsed.data.password);
    return { ok: true, data: undefined };
  } catch (e) {
    if (e instanceof ApiError)
      return {
        ok: false,
        status: e.status,
        messageCode: e.messageCode,
        message: e.message,
        fieldErrors: e.fieldErrors,
      };
    log.error({ err: e }, 'setting a password from an invitation failed');
    return {
      ok: false,
      status: 500,
      messageCode: 'INTERNAL_ERROR',
      message: 'Something went wrong. Try again in a moment.',
      fieldErrors: {},
    };
  }
}
