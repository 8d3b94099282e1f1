'use client';

import { useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Field } from '@/components/ui/field';
import { Select } from '@/components/ui/select';
import type { AttributeMeta } from '@/lib/api/schemas/attributes';
import type { BulkChangeKind } from '@/lib/api/schemas/bulk-operations';
import type { OperationChoice } from './bulk-update-wizard';
import { plural } from './choose-products-step';
import { bulkEditable, isOffered, OPERATIONS } from './operations';
import { StepFrame } from './wizard-steps';

/** Step 2: which change. "Any field" and "Several fields" offer the meta-info items with isBulkEditable. */
export function ChooseOperationStep({
  metas,
  count,
  initial,
  onBack,
  onChosen,
}: {
  metas: AttributeMeta[];
  count: number;
  initial: OperationChoice | null;
  onBack: () => void;
  onChosen: (choice: OperationChoice) => void;
}) {
  const offered = OPERATIONS.filter((op) => isOffered(op, metas));
  const editable = bulkEditable(metas);
  const [kind, setKind] = useState<BulkChangeKind | null>(initial?.kind ?? null);
  const [single, setSingle] = useState(initial?.kind === 'anyField' ? initial.fieldCodes[0] : '');
  const [several, setSeveral] = useState<string[]>(
    initial?.kind === 'multipleFields' ? initial.fieldCodes : [],
  );
  const [problem, setProblem] = useState<string | null>(null);

  const next = () => {
    if (!kind) return setProblem('Choose what to change.');
    if (kind === 'anyField' && !single) return setProblem('Choose the field to set.');
    if (kind === 'multipleFields' && several.length < 2)
      return setProblem('Choose at least two fields (or use “Any field” for one).');
    onChosen({ kind, fieldCodes: kind === 'anyField' ? [single] : kind === 'multipleFields' ? several : [] });
  };

  const groups = Map.groupBy(editable, (m) => m.fieldGroup || 'Other');

  return (
    <StepFrame
      title="Choose the change"
      description={`What to change on the ${plural(count, 'product')}.`}
      actions={
        <>
          <Button onClick={onBack}>Back</Button>
          <Button variant="primary" onClick={next}>
            Next
          </Button>
        </>
      }
    >
      <fieldset>
        <legend className="sr-only">Change</legend>
        <div className="grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
          {offered.map((op) => (
            <label
              key={op.kind}
              className="flex cursor-pointer items-start gap-2 rounded-md border border-slate-200 p-3 has-checked:border-accent-500 has-checked:bg-accent-50"
            >
              <input
                type="radio"
                name="operation"
                value={op.kind}
                checked={kind === op.kind}
                onChange={() => {
                  setKind(op.kind);
                  setProblem(null);
                }}
                className="mt-0.5 accent-accent-600"
              />
              <span className="text-sm">
                <span className="block font-medium text-slate-900">{op.label}</span>
                <span className="block text-xs text-slate-500">{op.description}</span>
              </span>
            </label>
          ))}
        </div>
      </fieldset>

      {kind === 'anyField' && (
        <Field label="Field to set" className="max-w-sm">
          <Select
            value={single}
            onChange={(e) => setSingle(e.target.value)}
            options={[
              { value: '', label: 'Choose a field…' },
              ...editable.map((m) => ({ value: m.fieldCode, label: `${m.fieldName} (${m.fieldGroup})` })),
            ]}
          />
        </Field>
      )}

      {kind === 'multipleFields' && (
        <fieldset className="space-y-3">
          <legend className="text-sm font-medium text-slate-800">Fields to set</legend>
          {[...groups].map(([group, items]) => (
            <div key={group}>
              <p className="mb-1 text-xs font-semibold tracking-wide text-slate-500 uppercase">{group}</p>
              <div className="grid gap-1 sm:grid-cols-2 lg:grid-cols-3">
                {items.map((m) => (
                  <Checkbox
                    key={m.fieldCode}
                    label={m.fieldName}
                    checked={several.includes(m.fieldCode)}
                    onChange={(e) =>
                      setSeveral((s) =>
                        e.target.checked ? [...s, m.fieldCode] : s.filter((c) => c !== m.fieldCode),
                      )
                    }
                  />
                ))}
              </div>
            </div>
          ))}
        </fieldset>
      )}

      {problem && <Alert tone="danger">{problem}</Alert>}
    </StepFrame>
  );
}
