'use client';

import { useEffect, useRef, type ReactNode } from 'react';

/**
 * The form's bar fixed to the bottom of the window (status, Discard, Save). While it is shown its
 * height is published as --save-bar-height, which the toasts are lifted by, so a toast never covers it.
 */
export function SaveBar({ status, children }: { status: ReactNode; children: ReactNode }) {
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
    <div ref={bar} role="region" aria-label="Save changes" className="fixed inset-x-0 bottom-0 z-20 border-t border-slate-200 bg-white/95 backdrop-blur lg:left-60">
      <div className="mx-auto flex max-w-7xl items-center justify-end gap-3 px-4 py-2.5 sm:px-6">
        <p className="mr-auto text-xs text-slate-500" aria-live="polite">
          {status}
        </p>
        {children}
      </div>
    </div>
  );
}
