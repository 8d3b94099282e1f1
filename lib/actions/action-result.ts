/**
 * What every server action returns (STYLE rule 4): data, or a message with the field errors a form
 * puts on its fields. `status` and `messageCode` come from the service (409 CONFLICT: someone else
 * changed the record; 403 FORBIDDEN: the role may not do this). Safe to import from client components.
 */
export type ActionResult<T = undefined> =
  | { ok: true; data: T }
  | {
      ok: false;
      message: string;
      fieldErrors: Record<string, string>;
      status: number;
      messageCode: string;
    };

export type ActionFailure = Extract<ActionResult<unknown>, { ok: false }>;

export const isConflict = (r: ActionResult<unknown>): boolean =>
  !r.ok && r.status === 409 && r.messageCode === 'CONFLICT';
