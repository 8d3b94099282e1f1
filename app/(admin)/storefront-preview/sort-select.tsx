'use client';

import { useRouter, useSearchParams } from 'next/navigation';
import { useTransition } from 'react';
import { Select } from '@/components/ui/select';
import type { KeyValue } from '@/lib/api/schemas/attributes';

/** The result's sort order; a change goes to the URL (and back to page 1). Keyed by `value` by the page. */
export function SortSelect({ options, value }: { options: KeyValue[]; value: string }) {
  const router = useRouter();
  const searchParams = useSearchParams();
  const [pending, startTransition] = useTransition();
  return (
    <label className="flex items-center gap-2 text-sm text-slate-600">
      Sort by
      <Select
        className="w-48"
        defaultValue={value}
        disabled={pending}
        onChange={(e) => {
          const next = new URLSearchParams(searchParams);
          next.set('sort', e.target.value);
          next.delete('page');
          startTransition(() => router.push(`/storefront-preview?${next}`, { scroll: false }));
        }}
        options={options.map((o) => ({ value: o.key, label: o.value }))}
      />
    </label>
  );
}
