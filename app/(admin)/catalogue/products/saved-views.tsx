'use client';

import Link from 'next/link';
import { usePathname, useSearchParams } from 'next/navigation';
import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Dialog, DialogClose, DialogFooter } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { toURLSearchParams } from '@/lib/url-state/grid-params';
import { savedViewsKey, useSavedViews, type SavedView } from './grid-storage';
import { UNDO_MS } from './use-quick-action';

/**
 * Named grid views of one staff member (kept in this browser): a view is the grid's query string —
 * filters, sort, page size and columns — so applying one is following a link.
 */
export function SavedViews({ staffId }: { staffId: string }) {
  const pathname = usePathname();
  const searchParams = useSearchParams();
  const [views, setViews] = useSavedViews(staffId);
  const [open, setOpen] = useState(false);
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<string | null>(null);

  /** Undo of a delete: the view back among the views saved now (others may have been saved since). */
  const restoreView = (view: SavedView) => {
    const stored = window.localStorage.getItem(savedViewsKey(staffId));
    const now = stored ? (JSON.parse(stored) as SavedView[]) : [];
    setViews([...now.filter((v) => v.name !== view.name), view].sort((a, b) => a.name.localeCompare(b.name)));
    toast.success(`View “${view.name}” restored`);
  };

  const current = toURLSearchParams(searchParams);
  current.delete('page');
  const currentQuery = current.toString();

  const save = (e: FormEvent) => {
    e.preventDefault();
    const trimmed = name.trim();
    if (!trimmed) return setError('Name the view');
    if (trimmed.length > 60) return setError('Use at most 60 characters');
    const others = views.filter((v) => v.name.toLowerCase() !== trimmed.toLowerCase());
    setViews([...others, { name: trimmed, query: currentQuery }].sort((a, b) => a.name.localeCompare(b.name)));
    setOpen(false);
    setName('');
    setError(null);
    toast.success(`View “${trimmed}” saved`);
  };

  return (
    <section aria-label="Saved views" className="flex flex-wrap items-center gap-2 text-sm">
      <span className="text-xs font-medium text-slate-600">Saved views:</span>
      {views.length === 0 && <span className="text-xs text-slate-500">none yet</span>}
      <ul className="flex flex-wrap items-center gap-1.5">
        {views.map((v) => (
          <li
            key={v.name}
            className="inline-flex items-center rounded-full border border-slate-300 bg-white pl-2.5 text-xs"
          >
            <Link
              href={v.query ? `${pathname}?${v.query}` : pathname}
              aria-current={v.query === currentQuery ? 'true' : undefined}
              className="py-0.5 font-medium text-slate-800 hover:underline aria-[current]:text-accent-700"
            >
              {v.name}
            </Link>
            <button
              type="button"
              aria-label={`Delete view ${v.name}`}
              className="ml-1 rounded-full px-1.5 py-0.5 text-slate-500 hover:bg-slate-100 hover:text-slate-900"
              onClick={() => setDeleting(v.name)}
            >
              <span aria-hidden>×</span>
            </button>
          </li>
        ))}
      </ul>
      <Dialog
        open={open}
        onOpenChange={(o) => {
          setOpen(o);
          setError(null);
        }}
        trigger={
          <Button size="sm" variant="ghost">
            Save view…
          </Button>
        }
        title="Save this view"
        description="Keeps the current filters, sort, page size and columns under a name, in this browser."
      >
        <form onSubmit={save} className="space-y-3">
          <label className="flex flex-col gap-1 text-sm font-medium text-slate-700">
            View name
            <Input
              value={name}
              onChange={(e) => setName(e.target.value)}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? 'view-name-error' : undefined}
              autoFocus
            />
          </label>
          {error && (
            <p id="view-name-error" className="text-xs text-red-700">
              {error}
            </p>
          )}
          <DialogFooter>
            <DialogClose asChild>
              <Button type="button">Cancel</Button>
            </DialogClose>
            <Button type="submit" variant="primary">
              Save view
            </Button>
          </DialogFooter>
        </form>
      </Dialog>
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(o) => !o && setDeleting(null)}
        title={`Delete view “${deleting ?? ''}”?`}
        description="Only the saved view goes; no product changes."
        confirmLabel="Delete view"
        destructive
        onConfirm={() => {
          const removed = views.find((v) => v.name === deleting);
          setViews(views.filter((v) => v.name !== deleting));
          setDeleting(null);
          if (!removed) return;
          toast.success(`View “${removed.name}” deleted`, {
            duration: UNDO_MS,
            action: { label: 'Undo', onClick: () => restoreView(removed) },
          });
        }}
      />
    </section>
  );
}
