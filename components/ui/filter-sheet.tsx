'use client';

import { useState, useSyncExternalStore, type ReactNode } from 'react';
import { Button } from './button';
import { Dialog } from './dialog';

/** Below Tailwind's `sm` breakpoint: a phone held upright. */
const NARROW = '(max-width: 639px)';

function onWidthChange(changed: () => void) {
  const query = window.matchMedia(NARROW);
  query.addEventListener('change', changed);
  return () => query.removeEventListener('change', changed);
}

/**
 * A list page's filters: inline above the list on a wide screen; on a phone a "Filters" button (with
 * the number of filters in force) that opens them in a dialog, so the list's first rows are in the
 * first screen. The filters (`children`, usually a GET form) exist once, in one place or the other.
 * The server and the first render place them inline, as on a wide screen.
 */
export function FilterSheet({
  title,
  active,
  children,
}: {
  title: string;
  active: number;
  children: ReactNode;
}) {
  const narrow = useSyncExternalStore(
    onWidthChange,
    () => window.matchMedia(NARROW).matches,
    () => false,
  );
  const [open, setOpen] = useState(false);
  if (!narrow) return <>{children}</>;
  return (
    <Dialog
      open={open}
      onOpenChange={setOpen}
      title={title}
      trigger={
        <Button aria-haspopup="dialog" className="self-start">
          Filters{active > 0 ? ` (${active})` : ''}
        </Button>
      }
    >
      {children}
    </Dialog>
  );
}
