'use client';

import { useId, useState, type DragEvent } from 'react';
import { cx } from '@/components/ui/class-names';

/**
 * The file drop zone: drop a CSV or XLSX on it, or activate it (click, Enter, Space) to choose one.
 * The real control is a labelled file input, so keyboard and screen-reader users get the same path.
 */
export function UploadDrop({ onFile, disabled }: { onFile: (file: File) => void; disabled?: boolean }) {
  const id = useId();
  const [over, setOver] = useState(false);
  const drop = (e: DragEvent) => {
    e.preventDefault();
    setOver(false);
    const file = e.dataTransfer.files[0];
    if (file && !disabled) onFile(file);
  };
  return (
    <div
      onDragOver={(e) => {
        e.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={drop}
      data-testid="import-drop-zone"
      className={cx(
        'flex flex-col items-center gap-2 rounded-lg border-2 border-dashed px-6 py-10 text-center',
        over ? 'border-accent-600 bg-accent-50' : 'border-slate-300 bg-white',
      )}
    >
      <p className="text-base font-medium text-slate-900">Drop a CSV or Excel (.xlsx) file here</p>
      <p className="text-sm text-slate-700">The first row names the columns; up to 200 MB.</p>
      <label htmlFor={id} className="cursor-pointer rounded-md border border-slate-300 bg-white px-3 py-1.5 text-sm font-medium text-slate-900 focus-within:ring-2 hover:bg-slate-50">
        Choose a file
        <input
          id={id}
          type="file"
          accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
          className="sr-only"
          disabled={disabled}
          onChange={(e) => {
            const file = e.target.files?.[0];
            if (file) onFile(file);
            e.target.value = '';
          }}
        />
      </label>
    </div>
  );
}
