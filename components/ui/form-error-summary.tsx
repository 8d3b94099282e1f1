'use client';

import { useEffect, useRef, useState } from 'react';
import { cx } from './class-names';

interface InvalidField {
  id: string;
  label: string;
}

/** The words a person sees for a control: its label, else what names it for a screen reader. */
function labelOf(control: HTMLElement): string {
  const labelled = control.getAttribute('aria-labelledby');
  const text =
    (control as HTMLInputElement).labels?.[0]?.textContent ||
    control.getAttribute('aria-label') ||
    (labelled && document.getElementById(labelled.split(' ')[0]!)?.textContent) ||
    control.getAttribute('name') ||
    control.id;
  return text.trim();
}

/** Every control of the form that is marked invalid, in page order (one entry per id). */
function invalidFieldsOf(form: HTMLFormElement | null | undefined): InvalidField[] {
  if (!form) return [];
  const seen = new Set<string>();
  return [...form.querySelectorAll<HTMLElement>('[aria-invalid="true"][id]')]
    .filter((el) => !seen.has(el.id) && seen.add(el.id))
    .map((el) => ({ id: el.id, label: labelOf(el) }));
}

/**
 * Brings a control to the middle of the window — clear of the sticky top bar and the fixed Save bar,
 * whatever their heights — and focuses it without a second, smaller scroll.
 */
export function revealField(id: string) {
  const control = document.getElementById(id);
  if (!control) return;
  control.scrollIntoView({ block: 'center' });
  control.focus({ preventScroll: true });
}

/**
 * A form's error summary, placed beside its Save button: after each submit (`submitCount` from
 * react-hook-form's formState, which rises once validation and the server's answer are applied) it
 * lists the form's invalid fields as links and brings the first into view. A field leaves the list as
 * soon as it is no longer marked invalid. `message` is what the service said that fits no field.
 */
export function FormErrorSummary({
  submitCount,
  message,
  className,
}: {
  submitCount: number;
  message?: string | null;
  className?: string;
}) {
  const box = useRef<HTMLDivElement>(null);
  const [fields, setFields] = useState<InvalidField[]>([]);

  useEffect(() => {
    if (!submitCount) return;
    const form = box.current?.closest('form');
    // After react-hook-form's own focus of the first error (a timeout of its own), so ours decides.
    const timer = setTimeout(() => {
      const invalid = invalidFieldsOf(form);
      setFields(invalid);
      if (invalid[0]) revealField(invalid[0].id);
    });
    if (!form) return () => clearTimeout(timer);
    const observer = new MutationObserver(() => setFields(invalidFieldsOf(form)));
    observer.observe(form, { subtree: true, attributes: true, attributeFilter: ['aria-invalid'] });
    return () => {
      clearTimeout(timer);
      observer.disconnect();
    };
  }, [submitCount]);

  // A reset form (submitCount back to 0) has nothing to list.
  const listed = submitCount ? fields : [];
  const shown = listed.length > 0 || !!message;
  return (
    <div
      ref={box}
      role="alert"
      aria-label={shown ? 'Errors' : undefined}
      className={cx(
        shown && 'min-w-0 rounded-md border border-red-200 bg-red-50 px-3 py-1.5 text-sm text-red-900',
        className,
      )}
    >
      {shown && (
        <>
          {message && <p>{message}</p>}
          {listed.length > 0 && (
            <p>
              {listed.length === 1 ? '1 field needs attention: ' : `${listed.length} fields need attention: `}
              {listed.map((f, i) => (
                <span key={f.id}>
                  {i > 0 && ', '}
                  <a
                    href={`#${f.id}`}
                    className="font-medium underline"
                    onClick={(e) => {
                      e.preventDefault();
                      revealField(f.id);
                    }}
                  >
                    {f.label}
                  </a>
                </span>
              ))}
            </p>
          )}
        </>
      )}
    </div>
  );
}
