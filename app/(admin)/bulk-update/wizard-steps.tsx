'use client';

import { useEffect, useRef, type ReactNode } from 'react';
import { cx } from '@/components/ui/class-names';

export const STEPS = [
  { id: 'products', label: 'Products' },
  { id: 'operation', label: 'Change' },
  { id: 'values', label: 'Values' },
  { id: 'review', label: 'Review' },
  { id: 'apply', label: 'Apply' },
  { id: 'result', label: 'Result' },
] as const;
export type StepId = (typeof STEPS)[number]['id'];

/** Where the person is among the six steps; the current one is marked with aria-current="step". */
export function WizardSteps({ current }: { current: StepId }) {
  const at = STEPS.findIndex((s) => s.id === current);
  return (
    <nav aria-label="Wizard steps">
      <ol className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
        {STEPS.map((s, i) => (
          <li
            key={s.id}
            aria-current={i === at ? 'step' : undefined}
            className={cx(
              'flex items-center gap-1.5',
              i === at ? 'font-semibold text-slate-900' : i < at ? 'text-slate-600' : 'text-slate-500',
            )}
          >
            <span
              aria-hidden
              className={cx(
                'flex size-5 items-center justify-center rounded-full text-xs',
                i === at
                  ? 'bg-accent-600 text-white'
                  : i < at
                    ? 'bg-slate-300 text-slate-800'
                    : 'bg-slate-100',
              )}
            >
              {i + 1}
            </span>
            {s.label}
          </li>
        ))}
      </ol>
    </nav>
  );
}

/** The frame of one step: its heading (focused when the step opens), body and navigation buttons. */
export function StepFrame({
  title,
  description,
  children,
  actions,
}: {
  title: string;
  description?: ReactNode;
  children: ReactNode;
  actions?: ReactNode;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  // A new step is announced and keyboard users start from its top.
  useEffect(() => heading.current?.focus({ preventScroll: true }), []);
  return (
    <section
      aria-labelledby="wizard-step-title"
      className="rounded-lg border border-slate-200 bg-white shadow-xs"
    >
      <div className="border-b border-slate-200 px-4 py-3">
        <h2
          id="wizard-step-title"
          tabIndex={-1}
          ref={heading}
          className="text-base font-semibold text-slate-900 outline-none"
        >
          {title}
        </h2>
        {description && <p className="mt-0.5 text-sm text-slate-500">{description}</p>}
      </div>
      <div className="space-y-4 px-4 py-4">{children}</div>
      {actions && (
        <div className="flex flex-wrap items-center gap-2 border-t border-slate-200 px-4 py-3">{actions}</div>
      )}
    </section>
  );
}
