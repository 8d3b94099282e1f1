'use client';

import { useRouter } from 'next/navigation';
import { useRef, useState } from 'react';
import { toast } from 'sonner';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import type { ReturnAttachment } from '@/lib/api/schemas/returns';
import { uploadReturnPhotos } from './upload-photos';

/** The return's photos as thumbnails (each opens the full picture), and, for staff who may, adding more. */
export function AttachmentsPanel({
  returnId,
  attachments,
  canWrite,
}: {
  returnId: number;
  attachments: ReturnAttachment[];
  canWrite: boolean;
}) {
  const router = useRouter();
  const input = useRef<HTMLInputElement>(null);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function upload(files: File[]) {
    if (files.length === 0) return;
    setError(null);
    setPending(true);
    const result = await uploadReturnPhotos(returnId, files);
    setPending(false);
    if (input.current) input.current.value = '';
    if (!result.ok) {
      setError(result.message);
      return;
    }
    toast.success(`${files.length} photo${files.length === 1 ? '' : 's'} added to return #${returnId}`);
    router.refresh();
  }

  return (
    <div className="space-y-3">
      {error && <Alert tone="danger">{error}</Alert>}
      {attachments.length === 0 ? (
        <p className="text-sm text-slate-500">No photos yet.</p>
      ) : (
        <ul className="flex flex-wrap gap-2" aria-label="Photos of the return">
          {attachments.map((a) => (
            <li key={a.id}>
              <a
                href={a.url}
                target="_blank"
                rel="noreferrer"
                className="block rounded-md border border-slate-200 hover:border-accent-500"
                title={`${a.name} · ${a.uploadedBy.name}`}
              >
                {/* eslint-disable-next-line @next/next/no-img-element -- stored renditions, already sized */}
                <img
                  src={a.thumbnailUrl}
                  alt={a.name}
                  width={80}
                  height={80}
                  className="h-20 w-20 rounded-md object-cover"
                />
              </a>
            </li>
          ))}
        </ul>
      )}
      {canWrite && (
        <div className="flex items-center gap-2">
          <label className="sr-only" htmlFor="return-photos">
            Add photos
          </label>
          <input
            ref={input}
            id="return-photos"
            type="file"
            accept="image/*"
            multiple
            className="sr-only"
            onChange={(e) => void upload([...(e.target.files ?? [])])}
          />
          <Button size="sm" pending={pending} onClick={() => input.current?.click()}>
            Add photos
          </Button>
          <span className="text-xs text-slate-500">JPEG, PNG, WebP… up to 20 MB each</span>
        </div>
      )}
    </div>
  );
}
