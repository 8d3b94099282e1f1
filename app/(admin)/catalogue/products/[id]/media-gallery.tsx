'use client';

import { useEffect, useRef, useState } from 'react';
import { toast } from 'sonner';
import { Dialog } from '@/components/ui/dialog';
import { cx } from '@/components/ui/class-names';
import { reorderMediaAction } from './media-actions';
import { MediaCard, mediaLabel, type MediaFile } from './media-card';

/**
 * The product's images in display order. Writers reorder by dragging a card onto another, or from
 * the keyboard with the arrow keys on a card's Move button; each move is saved at once (one
 * transaction for the new order) and undone on screen when the service refuses it. A picture opens
 * the lightbox with the 1600 px rendition.
 */
export function MediaGallery({ productId, images, canWrite }: { productId: string; images: MediaFile[]; canWrite: boolean }) {
  const [items, setItems] = useState(images);
  // What the server sends after each save replaces the local order (React's "adjust state when a
  // prop changes"): no remount, so the focused Move button keeps the focus.
  const [shown, setShown] = useState(images);
  if (images !== shown) {
    setShown(images);
    setItems(images);
  }
  const [dragging, setDragging] = useState<string | null>(null);
  const focusAfterMove = useRef<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const [open, setOpen] = useState<MediaFile | null>(null);
  const handles = useRef(new Map<string, HTMLButtonElement>());

  useEffect(() => {
    if (!focusAfterMove.current) return;
    handles.current.get(focusAfterMove.current)?.focus();
    focusAfterMove.current = null;
  }, [items]);

  async function move(id: string, to: number) {
    const from = items.findIndex((i) => i.recordId === id);
    if (from < 0 || to < 0 || to >= items.length || to === from) return;
    const before = items;
    const next = [...items];
    const [moved] = next.splice(from, 1);
    next.splice(to, 0, moved);
    setItems(next);
    focusAfterMove.current = id;
    setAnnouncement(`${mediaLabel(moved)} moved to position ${to + 1} of ${next.length}`);
    const result = await reorderMediaAction(productId, next.map((i) => i.recordId));
    if (!result.ok) {
      setItems(before);
      toast.error(result.message);
    }
  }

  return (
    <>
      <p id="media-move-help" className="sr-only">
        Use the arrow keys to move the image; the new order is saved at once.
      </p>
      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>
      <ul className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4" aria-label="Images">
        {items.map((f, i) => (
          <li
            key={f.recordId}
            draggable={canWrite}
            onDragStart={(e) => {
              setDragging(f.recordId);
              e.dataTransfer.effectAllowed = 'move';
              e.dataTransfer.setData('text/plain', f.recordId);
            }}
            onDragEnd={() => setDragging(null)}
            onDragOver={(e) => {
              if (dragging) e.preventDefault();
            }}
            onDrop={(e) => {
              if (!dragging) return;
              e.preventDefault();
              void move(dragging, i);
              setDragging(null);
            }}
            className={cx(dragging === f.recordId && 'opacity-50')}
          >
            <MediaCard
              productId={productId}
              file={f}
              position={i}
              count={items.length}
              canWrite={canWrite}
              handleRef={(el) => {
                if (el) handles.current.set(f.recordId, el);
                else handles.current.delete(f.recordId);
              }}
              onOpen={() => setOpen(f)}
              onMove={(by) => void move(f.recordId, i + by)}
            />
          </li>
        ))}
      </ul>
      <Dialog open={open !== null} onOpenChange={(o) => !o && setOpen(null)} title={open ? mediaLabel(open) : ''} size="lg">
        {open && (
          <figure className="space-y-2">
            {/* eslint-disable-next-line @next/next/no-img-element -- media URLs of any host, shown as stored */}
            <img
              src={open.upload?.renditions.w1600.url ?? open.url}
              alt={open.altText}
              className="mx-auto max-h-[60vh] w-auto object-contain"
              data-testid="lightbox-image"
            />
            {open.upload && (
              <figcaption className="text-center text-xs text-slate-500">
                {open.upload.width}×{open.upload.height} · {open.upload.contentType} ·{' '}
                <a className="text-accent-700 hover:underline" href={open.upload.originalUrl} target="_blank" rel="noreferrer">
                  Original
                </a>
              </figcaption>
            )}
          </figure>
        )}
      </Dialog>
    </>
  );
}
