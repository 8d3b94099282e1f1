'use client';

import dynamic from 'next/dynamic';
import { useEffect, useRef, useState } from 'react';
import { Icon } from '@/components/ui/icons';
import type { NavPage } from './navigation';

/**
 * The dialog's code (cmdk, react-query, the product lookup) is fetched when the palette is first
 * wanted — on pointing at or focusing its button, or on ⌘K — not with every page: the shell is on
 * every page, and what it loads up front counts against each page's first load (docs/back-office.md).
 */
const CommandPaletteDialog = dynamic(() => import('./command-palette-dialog'), { ssr: false });
// A failed fetch is tried again by the dialog itself when it is opened.
const preload = () => void import('./command-palette-dialog').catch(() => undefined);

/**
 * ⌘K / Ctrl+K or the "Jump to…" button: jump to any page the role may see, or to a product by name or
 * stock code (./command-palette-dialog.tsx).
 */
export function CommandPalette({
  pages,
  canSearchProducts,
  canCreateProducts = false,
}: {
  pages: NavPage[];
  canCreateProducts?: boolean;
  canSearchProducts: boolean;
}) {
  const [open, setOpen] = useState(false);
  // Mounted from its first opening on, so it keeps its cache and closes as a dialog does.
  const [wanted, setWanted] = useState(false);
  // Where focus goes back to when it closes: what had it when it opened (its button, or a field).
  const returnFocus = useRef<HTMLElement | null>(null);
  const show = (next: boolean) => {
    if (next) {
      returnFocus.current = document.activeElement as HTMLElement | null;
      setWanted(true);
    }
    setOpen(next);
  };

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if ((e.metaKey || e.ctrlKey) && e.key.toLowerCase() === 'k') {
        e.preventDefault();
        setWanted(true);
        setOpen((o) => {
          if (!o) returnFocus.current = document.activeElement as HTMLElement | null;
          return !o;
        });
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  return (
    <>
      <button
        type="button"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => show(true)}
        onPointerEnter={preload}
        onFocus={preload}
        className="flex h-8 w-full max-w-xs items-center gap-2 rounded-md border border-slate-300 bg-white px-2.5 text-sm text-slate-500 shadow-xs hover:border-slate-400"
      >
        <Icon name="search" />
        <span className="flex-1 text-left">Jump to…</span>
        <kbd className="rounded border border-slate-200 bg-slate-50 px-1 font-sans text-xs text-slate-600">
          Ctrl K
        </kbd>
      </button>
      {wanted && (
        <CommandPaletteDialog
          pages={pages}
          canSearchProducts={canSearchProducts}
          canCreateProducts={canCreateProducts}
          open={open}
          onOpenChange={show}
          returnFocus={returnFocus}
        />
      )}
    </>
  );
}
