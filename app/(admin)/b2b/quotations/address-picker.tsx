'use client';

import { useState } from 'react';
import { useFormContext } from 'react-hook-form';
import { addressInputOf, addressSummary } from '@/components/b2b/address-values';
import { Field } from '@/components/ui/field';
import { Select } from '@/components/ui/select';
import type { Address } from '@/lib/api/schemas/address';

const TYPED = '';

function flagsOf(a: Address) {
  const flags = [a.isDefaultBilling && 'default billing', a.isDefaultDelivery && 'default delivery'].filter(
    Boolean,
  );
  return flags.length ? ` (${flags.join(', ')})` : '';
}

/**
 * Fills the address under `prefix` from one of the company's addresses; the fields stay editable, so
 * a picked address can be adjusted for this quotation only. "Type an address" empties them.
 */
export function AddressPicker({ prefix, addresses }: { prefix: string; addresses: Address[] }) {
  const { setValue, clearErrors } = useFormContext();
  const [chosen, setChosen] = useState(TYPED);
  return (
    <Field label="Fill from a company address" hint="Or type the address below">
      <Select
        value={chosen}
        onChange={(e) => {
          const picked = addresses.find((a) => String(a.id) === e.target.value);
          setChosen(e.target.value);
          setValue(prefix, addressInputOf(picked), { shouldDirty: true });
          clearErrors(prefix);
        }}
        options={[
          { value: TYPED, label: 'Type an address' },
          ...addresses.map((a) => ({ value: String(a.id), label: addressSummary(a) + flagsOf(a) })),
        ]}
      />
    </Field>
  );
}
