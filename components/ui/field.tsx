import { cloneElement, isValidElement, useId, type ReactElement, type ReactNode } from 'react';
import { cx } from './class-names';
import { Label } from './label';

/** Schema messages read as fragments ("is required") after a field path; under a label they start a sentence. */
const sentence = (message: string) => message.charAt(0).toUpperCase() + message.slice(1);

interface ControlProps {
  id?: string;
  'aria-describedby'?: string;
  'aria-invalid'?: boolean;
  'aria-required'?: boolean;
}

/**
 * A label, one control, an optional hint and the field's error message. The control (its only child)
 * gets the id the label points at, `aria-invalid`, and `aria-describedby` naming the hint and the
 * error, so screen readers read the message with the field.
 */
export function Field({
  label,
  error,
  hint,
  required,
  className,
  children,
}: {
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  required?: boolean;
  className?: string;
  children: ReactElement<ControlProps>;
}) {
  const autoId = useId();
  const id = (isValidElement(children) && children.props.id) || autoId;
  const hintId = hint && !error ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const control = cloneElement(children, {
    id,
    'aria-invalid': error ? true : undefined,
    'aria-required': required || undefined,
    'aria-describedby': cx(children.props['aria-describedby'], hintId, errorId) || undefined,
  });
  return (
    <div className={cx('space-y-1', className)}>
      <Label htmlFor={id} required={required}>
        {label}
      </Label>
      {control}
      {hint && !error && (
        <p id={hintId} className="text-xs text-slate-500">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="text-xs font-medium text-red-600">
          {sentence(error)}
        </p>
      )}
    </div>
  );
}
