'use client';

import { Dialog } from 'radix-ui';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Icon } from '@/components/ui/icons';
import type { MobileNavProps } from './mobile-nav';
import { SidebarNav } from './sidebar-nav';

/**
 * The navigation drawer below the large breakpoint (a Radix dialog: focus trapped, Escape closes),
 * loaded by `MobileNav` (./mobile-nav.tsx) when its button is first used, and mounted open.
 */
export default function MobileNavDrawer({ groups }: MobileNavProps) {
  const [open, setOpen] = useState(true);
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger asChild>
        <Button variant="ghost" size="icon" className="lg:hidden" aria-label="Open navigation">
          <Icon name="menu" />
        </Button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-900/40 lg:hidden" />
        <Dialog.Content
          aria-describedby={undefined}
          className="fixed inset-y-0 left-0 z-50 w-72 overflow-y-auto bg-slate-50 p-3 shadow-xl lg:hidden"
        >
          <div className="mb-4 flex items-center justify-between">
            <Dialog.Title className="text-sm font-semibold">Navigation</Dialog.Title>
            <Dialog.Close asChild>
              <Button variant="ghost" size="icon" aria-label="Close navigation">
                <Icon name="close" />
              </Button>
            </Dialog.Close>
          </div>
          <SidebarNav groups={groups} onNavigate={() => setOpen(false)} />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
