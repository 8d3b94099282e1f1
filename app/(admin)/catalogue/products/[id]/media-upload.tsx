'use client';

import { useRouter } from 'next/navigation';
import { useId, useState, type DragEvent } from 'react';
import type { ActionResult } from '@/lib/actions/action-result';
import { cx } from '@/components/ui/class-names';

/** Files over this are refused before sending (the service refuses them too: MEDIA_MAX_BYTES). */
const MAX_BYTES = 20 * 1024 * 1024;

interface Upload {
  id: number;
  name: string;
  progress: number;
  state: 'uploading' | 'processing' | 'done' | 'failed';
  message?: string;
}

let nextId = 1;

/**
 * Drop zone and file button for new images. Each file is posted on its own with XMLHttpRequest to
 * ./media (a back-office route that forwards it to the service) so its progress bar follows the bytes
 * sent; once the server has them, "Processing" until the renditions are made.
 */
export function MediaUpload({ productId }: { productId: string }) {
  const router = useRouter();
  const inputId = useId();
  const [uploads, setUploads] = useState<Upload[]>([]);
  const [over, setOver] = useState(false);
  const update = (id: number, patch: Partial<Upload>) => setUploads((all) => all.map((u) => (u.id === id ? { ...u, ...patch } : u)));

  function send(file: File) {
    const upload: Upload = { id: nextId++, name: file.name, progress: 0, state: 'uploading' };
    setUploads((all) => [...all.filter((u) => u.state !== 'done'), upload]);
    if (file.size > MAX_BYTES) {
      update(upload.id, { state: 'failed', message: 'Larger than 20 MB' });
      return;
    }
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `/catalogue/products/${productId}/media`);
    xhr.upload.onprogress = (e) => e.lengthComputable && update(upload.id, { progress: e.loaded / e.total });
    xhr.upload.onload = () => update(upload.id, { progress: 1, state: 'processing' });
    xhr.onerror = () => update(upload.id, { state: 'failed', message: 'The connection failed; try again.' });
    xhr.onload = () => {
      let result: ActionResult<unknown> | null = null;
      try {
        result = JSON.parse(xhr.responseText) as ActionResult<unknown>;
      } catch {
        // not JSON: reported below with the HTTP status
      }
      if (result?.ok) {
        update(upload.id, { progress: 1, state: 'done' });
        router.refresh();
      } else update(upload.id, { state: 'failed', message: result?.message ?? `The upload failed (HTTP ${xhr.status}).` });
    };
    const form = new FormData();
    form.append('file', file, file.name);
    xhr.send(form);
  }

  const sendAll = (files: FileList | null) => [...(files ?? [])].forEach(send);
  const hasFiles = (e: DragEvent) => e.dataTransfer.types.includes('Files');

  return (
    <div className="space-y-2">
      <div
        role="group"
        aria-label="Upload images"
        onDragOver={(e) => {
          if (!hasFiles(e)) return;
          e.preventDefault();
          setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={(e) => {
          if (!hasFiles(e)) return;
          e.preventDefault();
          setOver(false);
          sendAll(e.dataTransfer.files);
        }}
        className={cx(
          'flex flex-col items-center gap-1 rounded-md border-2 border-dashed px-4 py-5 text-sm text-slate-600',
          over ? 'border-accent-500 bg-accent-50' : 'border-slate-300',
        )}
      >
        <p>Drop images here, or</p>
        <label htmlFor={inputId} className="cursor-pointer rounded-md border border-slate-300 bg-white px-3 py-1 font-medium text-slate-800 shadow-sm hover:bg-slate-50 focus-within:outline-2 focus-within:outline-accent-500">
          Choose images
          <input
            id={inputId}
            type="file"
            multiple
            accept="image/jpeg,image/png,image/webp,image/gif,image/avif,image/tiff"
            className="sr-only"
            onChange={(e) => {
              sendAll(e.target.files);
              e.target.value = '';
            }}
          />
        </label>
        <p className="text-xs text-slate-500">JPEG, PNG, WebP, GIF, AVIF or TIFF, up to 20 MB each</p>
      </div>
      {uploads.length > 0 && (
        <ul className="space-y-1 text-sm" aria-label="Uploads">
          {uploads.map((u) => (
            <li key={u.id} className="flex items-center gap-3">
              <span className="w-48 truncate">{u.name}</span>
              <progress className="h-2 w-40" max={1} value={u.progress} aria-label={`Upload of ${u.name}`} />
              <span role="status" className={u.state === 'failed' ? 'text-red-700' : 'text-slate-600'}>
                {u.state === 'uploading' && `${Math.round(u.progress * 100)} %`}
                {u.state === 'processing' && 'Processing…'}
                {u.state === 'done' && 'Uploaded'}
                {u.state === 'failed' && u.message}
              </span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
