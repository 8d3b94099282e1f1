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
 * The server and the first render cannot know the width: they give both, the filters inline and the
 * button, and CSS shows the one that fits, so nothing moves when the page comes to life (placing the
 * filters inline on a phone until then moved the product list down by a screen: a layout shift of
 * 0.186 in Lighthouse). The button is disabled until then.
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
  const label = `Filters${active > 0 ? ` (${active})` : ''}`;
  if (!narrow)
    return (
      <>
        <div className="max-sm:hidden">{children}</div>
        <Button aria-haspopup="dialog" className="self-start sm:hidden" disabled>
          {label}
        </Button>
      </>
    );
  return (
    <Dialog
      open={open}
      onOpenChange={setOpen}
      title={title}
      trigger={
        <Button aria-haspopup="dialog" className="self-start">
          {label}
        </Button>
      }
    >
      {children}
    </Dialog>
  );
}
