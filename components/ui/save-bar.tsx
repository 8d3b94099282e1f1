'use client';

import { useEffect, useRef, type ReactNode } from 'react';

/**
 * The form's bar fixed to the bottom of the window (status, Discard, Save). While it is shown its
 * height is published as --save-bar-height, which the toasts are lifted by, so a toast never covers it.
 */
export function SaveBar({
  status,
  summary,
  children,
}: {
  status: ReactNode;
  /** The form's FormErrorSummary, shown beside the buttons. */
  summary?: ReactNode;
  children: ReactNode;
}) {
  const bar = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const root = document.documentElement;
    const publish = () => root.style.setProperty('--save-bar-height', `${bar.current?.offsetHeight ?? 0}px`);
    publish();
    const observer = new ResizeObserver(publish);
    if (bar.current) observer.observe(bar.current);
    return () => {
      observer.disconnect();
      root.style.removeProperty('--save-bar-height');
    };
  }, []);
  return (
    <div
      ref={bar}
      role="region"
      aria-label="Save changes"
      className="fixed inset-x-0 bottom-0 z-20 border-t border-slate-200 bg-white/95 backdrop-blur lg:left-60"
    >
      <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-end gap-x-3 gap-y-2 px-4 py-2.5 sm:px-6">
        <div className="mr-auto flex max-h-[40vh] min-w-0 flex-1 basis-60 flex-col gap-1 overflow-y-auto">
          {summary}
          <p className="text-xs text-slate-500" aria-live="polite">
            {status}
          </p>
        </div>
        <div className="flex shrink-0 items-center gap-3">{children}</div>
      </div>
    </div>
  );
}
