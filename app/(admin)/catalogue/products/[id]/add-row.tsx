'use client';

import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Select } from '@/components/ui/select';

/**
 * Below a prices or stock table: pick a price list or warehouse the product has no row in yet and add
 * an empty row for it (saved with the rest of the page). Hidden when every choice already has a row.
 */
export function AddRow({
  label,
  button,
  choices,
  onAdd,
}: {
  /** "Price list to add" */
  label: string;
  /** "Add price" */
  button: string;
  choices: { value: string; label: string }[];
  onAdd: (value: string) => void;
}) {
  const id = useId();
  const [picked, setPicked] = useState('');
  if (choices.length === 0) return null;
  const value = choices.some((c) => c.value === picked) ? picked : choices[0].value;
  return (
    <div className="mt-3 flex flex-wrap items-center gap-2">
      <label htmlFor={id} className="text-xs font-medium text-slate-600">
        {label}
      </label>
      <Select id={id} value={value} onChange={(e) => setPicked(e.target.value)} options={choices} className="w-64" />
      <Button size="sm" onClick={() => onAdd(value)}>
        {button}
      </Button>
    </div>
  );
}

/** The last cell of a row: Remove (a stored row is marked, an added one dropped), Keep to take it back. */
export function RemoveRowButton({ name, removed, disabled, onToggle }: { name: string; removed: boolean; disabled: boolean; onToggle: () => void }) {
  return (
    <Button size="sm" variant="ghost" disabled={disabled} onClick={onToggle} aria-label={`${removed ? 'Keep' : 'Remove'} ${name}`}>
      {removed ? 'Keep' : 'Remove'}
    </Button>
  );
}
