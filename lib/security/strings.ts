/**
 * Whether one string may reach a handler or the database: no control character (PostgreSQL refuses a
 * NUL byte with a 500-class error), valid Unicode, a bounded length. The request guard
 * (lib/http/request-guard.ts) applies it to every path, query and body; the service to credentials it
 * reads from a header itself.
 */

// C0 controls and DEL; C1 controls (U+0080–U+009F) are never text either.
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;
// In free text a tab, a line feed and a carriage return are fine.
const CONTROL_IN_TEXT = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;

export interface StringRules {
  /** Tab, newline and carriage return allowed (free text in bodies). */
  text: boolean;
  maxLength: number;
}

/** Why one string is refused, or null. */
export function stringProblem(value: string, rules: StringRules): string | null {
  if ((rules.text ? CONTROL_IN_TEXT : CONTROL).test(value)) return 'contains a control character';
  if (!value.isWellFormed()) return 'contains an unpaired surrogate (not valid Unicode)';
  if (value.length > rules.maxLength) return `is longer than ${rules.maxLength} characters`;
  return null;
}
