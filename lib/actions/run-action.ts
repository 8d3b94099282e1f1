import 'server-only';
import { unstable_rethrow } from 'next/navigation';
import { z } from 'zod';
import { ApiError } from '@/lib/api/errors';
import { AREA_LABELS, can, ROLE_LABELS, type AccessLevel, type Area } from '@/lib/auth/roles';
import { currentStaff, type Staff } from '@/lib/auth/session';
import type { ActionResult } from './action-result';
import { log } from '@/lib/log';

function failure(
  status: number,
  messageCode: string,
  message: string,
  fieldErrors: Record<string, string> = {},
) {
  return { ok: false as const, status, messageCode, message, fieldErrors };
}

/**
 * The body of every server action: checks the session and the role (a server action is a public
 * endpoint — the page that shows its button proves nothing), runs `work`, and turns what it throws
 * into an ActionResult: the service's ApiError with its field errors, a ZodError from validating the
 * action's input, or a logged unexpected failure. `redirect()` and `notFound()` pass through.
 *
 *   export async function renameThing(input: unknown) {
 *     return runAction('categories', 'write', async () => {
 *       const body = thingSchema.parse(input);
 *       await updateThing(body);
 *       revalidatePath('/things');
 *     });
 *   }
 */
export async function runAction<T>(
  area: Area,
  level: AccessLevel,
  work: (staff: Staff) => Promise<T>,
): Promise<ActionResult<T>> {
  const staff = await currentStaff();
  if (!staff) return failure(401, 'UNAUTHORIZED', 'Your session has ended. Sign in again to continue.');
  if (!can(staff.role, area, level)) {
    const verb = level === 'write' ? 'change' : 'view';
    return failure(
      403,
      'FORBIDDEN',
      `Your role (${ROLE_LABELS[staff.role]}) may not ${verb} ${AREA_LABELS[area]}.`,
    );
  }
  try {
    return { ok: true, data: await work(staff) };
  } catch (e) {
    unstable_rethrow(e);
    if (e instanceof ApiError) return failure(e.status, e.messageCode, e.message, e.fieldErrors);
    if (e instanceof z.ZodError)
      return failure(400, 'VALIDATION_ERROR', 'Some fields are not valid.', zodFieldErrors(e));
    log.error({ err: e, area }, 'unexpected failure in a server action');
    return failure(
      500,
      'INTERNAL_ERROR',
      'Something went wrong. Try again; if it keeps happening, tell an administrator.',
    );
  }
}

function zodFieldErrors(error: z.ZodError): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) out[issue.path.map(String).join('.') || 'root'] ??= issue.message;
  return out;
}
