import 'server-only';
import { ApiError } from './errors';
import { log } from '@/lib/log';

/**
 * For data a page can do without (a select's options, a dashboard count): the value, or null when
 * the service reports a failure — logged, so it is not hidden — and the page degrades instead of
 * failing. Anything but an ApiError is a bug and still throws.
 */
export async function unlessUnavailable<T>(load: Promise<T>, what: string): Promise<T | null> {
  try {
    return await load;
  } catch (e) {
    if (!(e instanceof ApiError)) throw e;
    log.warn({ what, status: e.status, messageCode: e.messageCode, message: e.message }, 'optional data unavailable');
    return null;
  }
}
