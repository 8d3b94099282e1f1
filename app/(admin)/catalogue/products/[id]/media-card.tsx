'use client';

import { useState, type KeyboardEvent, type Ref } from 'react';
import { toast } from 'sonner';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Input } from '@/components/ui/input';
import type { ProductDetail } from '@/lib/api/schemas/product-detail';
import { deleteMediaAction, updateMediaAction } from './media-actions';

export type MediaFile = ProductDetail['media']['files'][number];

export const mediaLabel = (f: MediaFile) => f.altText || f.name || 'image';

/** One image of the gallery: picture (opens the lightbox), flags, alt text, and the write actions. */
export function MediaCard({
  productId,
  file,
  position,
  count,
  canWrite,
  handleRef,
  onOpen,
  onMove,
}: {
  productId: string;
  file: MediaFile;
  position: number;
  count: number;
  canWrite: boolean;
  handleRef: Ref<HTMLButtonElement>;
  onOpen: () => void;
  onMove: (by: number) => void;
}) {
  const [altText, setAltText] = useState(file.altText);
  const [saving, setSaving] = useState(false);
  const small = file.upload?.renditions.w160.url ?? (file.previewUrl || file.url);
  const srcSet = file.upload ? `${file.upload.renditions.w160.url} 160w, ${file.upload.renditions.w800.url} 800w` : undefined;
  const label = file.name || 'image';

  async function save(patch: { altText?: string; isDefault?: true }, done: string) {
    setSaving(true);
    const result = await updateMediaAction(productId, file.recordId, patch);
    setSaving(false);
    if (result.ok) toast.success(done);
    else toast.error(result.fieldErrors.altText ?? result.message);
  }

  function onHandleKey(e: KeyboardEvent) {
    const by = e.key === 'ArrowLeft' || e.key === 'ArrowUp' ? -1 : e.key === 'ArrowRight' || e.key === 'ArrowDown' ? 1 : 0;
    if (by === 0) return;
    e.preventDefault();
    onMove(by);
  }

  return (
    <div className="overflow-hidden rounded-md border border-slate-200 bg-white">
      <button type="button" className="block w-full cursor-zoom-in" onClick={onOpen} aria-label={`Open ${label} full size`}>
        {/* eslint-disable-next-line @next/next/no-img-element -- media URLs of any host, shown as stored */}
        <img
          src={small}
          srcSet={srcSet}
          sizes="(min-width: 1024px) 25vw, 50vw"
          alt={file.altText}
          loading="lazy"
          className="aspect-square w-full bg-slate-50 object-contain"
        />
      </button>
      <div className="space-y-2 p-2 text-xs">
        <p className="flex flex-wrap items-center gap-1">
          <span className="truncate font-medium text-slate-700" title={file.name}>{label}</span>
          {file.isDefault && <Badge tone="accent">Default</Badge>}
          {!file.isActive && <Badge tone="warning">Inactive</Badge>}
          {file.upload && <span className="text-slate-500">{file.upload.width}×{file.upload.height}</span>}
        </p>
        {canWrite ? (
          <form
            className="flex items-end gap-1"
            onSubmit={(e) => {
              e.preventDefault();
              void save({ altText }, 'Alt text saved');
            }}
          >
            <label className="min-w-0 flex-1">
              <span className="block text-slate-500">Alt text</span>
              <Input value={altText} maxLength={500} onChange={(e) => setAltText(e.target.value)} aria-label={`Alt text for ${label}`} />
            </label>
            <Button type="submit" size="sm" pending={saving} disabled={altText === file.altText} aria-label={`Save alt text for ${label}`}>
              Save
            </Button>
          </form>
        ) : (
          <p className="text-slate-500">
            Alt text: <span className="text-slate-800">{file.altText || '—'}</span>
          </p>
        )}
        {canWrite && (
          <div className="flex flex-wrap items-center gap-1">
            <Button
              ref={handleRef}
              type="button"
              size="sm"
              variant="ghost"
              className="cursor-grab"
              aria-label={`Move ${label}, position ${position + 1} of ${count}`}
              aria-describedby="media-move-help"
              onKeyDown={onHandleKey}
            >
              ⠿ Move
            </Button>
            {!file.isDefault && file.mediaType === 0 && (
              <Button type="button" size="sm" variant="ghost" onClick={() => void save({ isDefault: true }, 'Default image set')}>
                Make default
              </Button>
            )}
            <ConfirmDialog
              trigger={
                <Button type="button" size="sm" variant="ghost" className="text-red-700" aria-label={`Delete ${label}`}>
                  Delete
                </Button>
              }
              title="Delete this image?"
              description={`${label} and its stored files are deleted. Shoppers no longer see it.`}
              confirmLabel="Delete image"
              destructive
              onConfirm={async () => {
                const result = await deleteMediaAction(productId, file.recordId);
                if (!result.ok) {
                  toast.error(result.message);
                  return false;
                }
                toast.success('Image deleted');
              }}
            />
          </div>
        )}
      </div>
    </div>
  );
}
