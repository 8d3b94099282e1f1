'use client';

import { useEffect, useId, useMemo, useState, type DragEvent } from 'react';
import { cx } from './class-names';

/** What the service takes for a photo (the media upload's limit). */
export const PHOTO_MAX_BYTES = 20 * 1024 * 1024;

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(bytes < 10 * 1024 * 1024 ? 1 : 0)} MB`;

/** Why a file cannot be sent, or null when it can. */
export function photoProblem(file: File): string | null {
  if (!file.type.startsWith('image/')) return `${file.name} is not an image`;
  if (file.size > PHOTO_MAX_BYTES) return `${file.name} is ${megabytes(file.size)}; a photo may be at most 20 MB`;
  return null;
}

/**
 * Photos chosen before a form is sent: a drop zone and a file button, a thumbnail of each accepted
 * photo with Remove, and each refused file named with its reason at once — never after the form was
 * saved. `onChange` gets the accepted files.
 */
export function PhotoPicker({
  label,
  hint,
  files,
  onChange,
  disabled,
  max = 20,
}: {
  label: string;
  hint: string;
  files: File[];
  onChange: (files: File[]) => void;
  disabled?: boolean;
  max?: number;
}) {
  const id = useId();
  const [over, setOver] = useState(false);
  const [problems, setProblems] = useState<string[]>([]);
  const previews = useMemo(() => files.map((f) => URL.createObjectURL(f)), [files]);
  useEffect(() => () => previews.forEach((url) => URL.revokeObjectURL(url)), [previews]);

  function add(chosen: File[]) {
    const refused = chosen.map(photoProblem).filter((p): p is string => p !== null);
    const accepted = [...files, ...chosen.filter((f) => !photoProblem(f))];
    if (accepted.length > max) refused.push(`At most ${max} photos; the last ${accepted.length - max} were left out`);
    setProblems(refused);
    onChange(accepted.slice(0, max));
  }

  function drop(e: DragEvent) {
    e.preventDefault();
    setOver(false);
    if (!disabled) add([...e.dataTransfer.files]);
  }

  return (
    <div className="space-y-2">
      <label htmlFor={id} className="block text-sm font-medium text-slate-700">
        {label}
      </label>
      <div
        data-testid="photo-drop-zone"
        onDragOver={(e) => {
          e.preventDefault();
          setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={drop}
        className={cx(
          'rounded-md border-2 border-dashed px-3 py-4 text-sm text-slate-600',
          over ? 'border-accent-500 bg-accent-50' : 'border-slate-300',
        )}
      >
        <p className="mb-2">Drop photos here, or choose them:</p>
        <input
          id={id}
          type="file"
          accept="image/*"
          multiple
          disabled={disabled}
          aria-describedby={`${id}-hint${problems.length ? ` ${id}-problems` : ''}`}
          className="block max-w-full text-sm file:mr-3 file:rounded-md file:border file:border-slate-300 file:bg-white file:px-3 file:py-1 file:text-sm"
          onChange={(e) => {
            add([...(e.target.files ?? [])]);
            // The same file may be chosen again after its Remove.
            e.target.value = '';
          }}
        />
      </div>
      <p id={`${id}-hint`} className="text-xs text-slate-500">
        {hint}
      </p>
      {problems.length > 0 && (
        <ul id={`${id}-problems`} className="space-y-0.5 text-xs font-medium text-red-600">
          {problems.map((p) => (
            <li key={p}>{p}</li>
          ))}
        </ul>
      )}
      {files.length > 0 && (
        <ul aria-label="Chosen photos" className="flex flex-wrap gap-2">
          {files.map((f, i) => (
            <li key={`${f.name}-${i}`} className="w-24 text-xs">
              {/* eslint-disable-next-line @next/next/no-img-element -- a local blob: preview, not a served image */}
              <img src={previews[i]} alt={f.name} className="h-24 w-24 rounded border border-slate-200 object-cover" />
              <button
                type="button"
                className="mt-1 text-accent-700 underline"
                aria-label={`Remove ${f.name}`}
                onClick={() => {
                  setProblems([]);
                  onChange(files.filter((_, j) => j !== i));
                }}
              >
                Remove
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
