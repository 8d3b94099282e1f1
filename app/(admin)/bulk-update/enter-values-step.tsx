'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { defaultValuesFor, MetaField, metaFormSchema, type MetaFormValues } from '@/components/meta-fields';
import type { AttributeMeta } from '@/lib/api/schemas/attributes';
import type { BulkChangeKind } from '@/lib/api/schemas/bulk-operations';
import type { EnteredValues } from './bulk-update-wizard';
import { plural } from './choose-products-step';
import { changeOf } from './operations';
import { StepFrame } from './wizard-steps';

/**
 * Step 3: the value(s), with the widgets and rules meta-info generates (components/meta-fields, the
 * same as the product form): a bad value is refused on its field before anything is sent.
 */
export function EnterValuesStep({
  kind,
  fields,
  count,
  initialValues,
  onBack,
  onEntered,
}: {
  kind: BulkChangeKind;
  fields: AttributeMeta[];
  count: number;
  initialValues?: Record<string, string>;
  onBack: () => void;
  onEntered: (entered: EnteredValues) => void;
}) {
  const form = useForm<MetaFormValues>({
    resolver: zodResolver(metaFormSchema(fields)),
    defaultValues: initialValues ?? startingValues(kind, fields),
  });
  const submit = form.handleSubmit((values) => onEntered({ values, change: changeOf(kind, fields, values) }));

  return (
    <form onSubmit={submit} noValidate>
      <StepFrame
        title="Enter the new value"
        description={`Applies to ${plural(count, 'product')}.`}
        actions={
          <>
            <Button type="button" onClick={onBack}>
              Back
            </Button>
            <Button type="submit" variant="primary">
              Review
            </Button>
          </>
        }
      >
        <div className="grid max-w-2xl gap-4">
          {fields.map((meta) => (
            <MetaField key={meta.fieldCode} meta={meta} control={form.control} />
          ))}
        </div>
      </StepFrame>
    </form>
  );
}

/**
 * Where the form starts: empty for the dedicated operations (the person must choose), the attribute's
 * default for "any field" and "several fields"; a switch starts off, which is what it shows.
 */
function startingValues(kind: BulkChangeKind, fields: AttributeMeta[]): MetaFormValues {
  const picked = kind === 'anyField' || kind === 'multipleFields';
  const values = defaultValuesFor(fields, {}, { useDefaults: picked });
  for (const f of fields) if (f.inputType === 6 && values[f.fieldCode] === '') values[f.fieldCode] = 'false';
  return values;
}
