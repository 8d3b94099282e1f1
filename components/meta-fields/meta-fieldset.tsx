'use client';

import type { Control, FieldValues, Path } from 'react-hook-form';
import type { AttributeMeta } from '@/lib/api/schemas/attributes';
import { MetaField } from './meta-field';
import { groupMetas } from './meta-form-schema';

/**
 * Every given attribute as a form: one fieldset per `fieldGroup`, fields by `displayOrder`.
 * `nameOf` maps an attribute to its form path when the values are not keyed by plain `fieldCode`.
 */
export function MetaFieldGroups<T extends FieldValues>({
  metas,
  control,
  disabled,
  nameOf,
}: {
  metas: readonly AttributeMeta[];
  control: Control<T>;
  disabled?: boolean;
  nameOf?: (meta: AttributeMeta) => Path<T>;
}) {
  return (
    <div className="space-y-6">
      {groupMetas(metas).map((group) => (
        <fieldset key={group.fieldGroup} className="rounded-lg border border-slate-200 bg-white p-4">
          <legend className="px-1 text-sm font-semibold text-slate-900">{group.fieldGroup}</legend>
          <div className="grid gap-4 sm:grid-cols-2">
            {group.metas.map((meta) => (
              <MetaField
                key={meta.fieldCode}
                meta={meta}
                control={control}
                name={nameOf?.(meta)}
                disabled={disabled}
                className={meta.inputType === 2 || meta.inputType === 3 || meta.inputType === 10 ? 'sm:col-span-2' : undefined}
              />
            ))}
          </div>
        </fieldset>
      ))}
    </div>
  );
}
