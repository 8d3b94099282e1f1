import type { FieldPath, FieldValues, UseFormReturn } from 'react-hook-form';
import type { ActionFailure } from './action-result';

function valueAt(values: unknown, path: string): unknown {
  return path
    .split('.')
    .reduce<unknown>(
      (v, key) => (v && typeof v === 'object' ? (v as Record<string, unknown>)[key] : undefined),
      values,
    );
}

/**
 * Puts each of a failed action's field errors on its form field ("files.0.url" is react-hook-form's
 * own path syntax) and focuses the first. Returns the messages that match no field of the form, for
 * the form-level alert.
 */
export function applyFieldErrors<T extends FieldValues>(
  form: UseFormReturn<T>,
  failure: ActionFailure,
): string[] {
  const values = form.getValues();
  const unplaced: string[] = [];
  let first = true;
  for (const [path, message] of Object.entries(failure.fieldErrors)) {
    if (valueAt(values, path) === undefined) {
      unplaced.push(`${path}: ${message}`);
      continue;
    }
    form.setError(path as FieldPath<T>, { type: 'server', message }, { shouldFocus: first });
    first = false;
  }
  return unplaced;
}
