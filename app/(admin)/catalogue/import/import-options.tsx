'use client';

import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import type { KeyValue } from '@/lib/api/schemas/attributes';
import type { ImportMapping, ImportOptions } from '@/lib/api/schemas/product-import';
import type { ImportProfile } from '@/lib/api/schemas/product-import-profiles';
import { saveProfileAction } from './actions';

/**
 * How the file's values are read — decimal comma, what may be created — with the store's tax setting
 * shown as it applies; and the mapping saved as a profile for this supplier's next file.
 */
export function ImportOptionsPanel({
  options,
  onChange,
  pricesIncludeTax,
}: {
  options: ImportOptions;
  onChange: (options: ImportOptions) => void;
  pricesIncludeTax: boolean;
}) {
  const creates = (kind: 'brands' | 'collections', on: boolean) =>
    onChange({ ...options, createMissing: on ? [...new Set([...options.createMissing, kind])] : options.createMissing.filter((k) => k !== kind) });
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1 text-sm font-semibold text-slate-900">Reading the values</legend>
      <p className="text-xs text-slate-600">
        Sell prices are read {pricesIncludeTax ? 'including' : 'excluding'} tax, as the store setting “Prices include tax” says; the price with{pricesIncludeTax ? 'out' : ''} tax follows from each product&apos;s tax class.
      </p>
      <Checkbox
        label="Decimal comma"
        hint="The file writes 12,5 and 1.299,00 (points group thousands)."
        checked={options.decimalComma}
        onChange={(e) => onChange({ ...options, decimalComma: e.target.checked })}
      />
      <Checkbox label="Create brands the catalogue does not have yet" checked={options.createMissing.includes('brands')} onChange={(e) => creates('brands', e.target.checked)} />
      <Checkbox label="Create collections the catalogue does not have yet" checked={options.createMissing.includes('collections')} onChange={(e) => creates('collections', e.target.checked)} />
    </fieldset>
  );
}

export function SaveProfile({
  profile,
  suppliers,
  mapping,
  options,
  onSaved,
}: {
  /** The profile applied to this file: saving under its name updates it. */
  profile: ImportProfile | null;
  suppliers: KeyValue[];
  mapping: ImportMapping;
  options: ImportOptions;
  onSaved: (profile: ImportProfile) => void;
}) {
  const [name, setName] = useState(profile?.name ?? '');
  const [supplierId, setSupplierId] = useState(profile?.supplier?.key ?? '');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const replacing = !!profile && name.trim().toLowerCase() === profile.name.toLowerCase();
  const save = async () => {
    setBusy(true);
    setError(null);
    const r = await saveProfileAction({ name, supplierId: supplierId || null, mapping, options }, replacing ? profile!.id : undefined);
    setBusy(false);
    if (!r.ok) return setError(r.fieldErrors.name ?? r.message);
    toast.success(`Profile “${r.data.name}” saved`);
    onSaved(r.data);
  };
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1 text-sm font-semibold text-slate-900">Mapping profile</legend>
      <div className="flex flex-wrap items-end gap-2">
        <label className="flex flex-col gap-1 text-xs text-slate-700">
          Profile name
          <Input value={name} onChange={(e) => setName(e.target.value)} className="w-64" aria-invalid={!!error} />
        </label>
        <label className="flex flex-col gap-1 text-xs text-slate-700">
          Supplier
          <Select value={supplierId} onChange={(e) => setSupplierId(e.target.value)} className="w-64" options={[{ value: '', label: '— Any supplier —' }, ...suppliers.map((s) => ({ value: s.key, label: s.value }))]} />
        </label>
        <Button variant="secondary" pending={busy} disabled={!name.trim()} onClick={save}>
          {replacing ? 'Update profile' : 'Save as profile'}
        </Button>
      </div>
      {error && <p className="text-xs text-red-700" role="alert">{error}</p>}
    </fieldset>
  );
}
