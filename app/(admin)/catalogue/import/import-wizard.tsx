'use client';

import { useCallback, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardBody, CardHeader } from '@/components/ui/card';
import { Select } from '@/components/ui/select';
import type { ActionResult } from '@/lib/actions/action-result';
import { IMPORT_MODES, type ImportMapping, type ImportMode, type ImportPreview, type ImportReport } from '@/lib/api/schemas/product-import';
import { ImportProgress } from './import-progress';
import { MappingStep, type FieldChoice } from './mapping-step';
import { UploadDrop } from './upload-drop';

const MODE_LABELS: Record<ImportMode, string> = {
  upsert: 'Create new and update existing products',
  create: 'Create new products only',
  update: 'Update existing products only',
};

/** Posts the file (and the run's settings) to a route handler beside this page; its ActionResult. */
async function post<T>(path: string, file: File, extra: Record<string, string> = {}): Promise<ActionResult<T>> {
  const form = new FormData();
  form.append('file', file, file.name);
  for (const [k, v] of Object.entries(extra)) form.append(k, v);
  const res = await fetch(path, { method: 'POST', body: form });
  return res.json().catch(() => ({ ok: false, message: `The upload failed (HTTP ${res.status})`, fieldErrors: {}, status: res.status, messageCode: 'HTTP' }));
}

/**
 * Upload → mapping (suggestions pre-filled, samples per column) → dry run → import, each run shown
 * with its progress, Cancel and its report. The browser keeps the file and sends it with each run.
 */
export function ImportWizard({ fields }: { fields: FieldChoice[] }) {
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<ImportPreview | null>(null);
  const [mapping, setMapping] = useState<ImportMapping>({});
  const [mode, setMode] = useState<ImportMode>('upsert');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [dryRunId, setDryRunId] = useState<string | null>(null);
  const [runId, setRunId] = useState<string | null>(null);
  const [dryRunDone, setDryRunDone] = useState(false);

  const choose = async (chosen: File) => {
    setFile(chosen);
    setPreview(null);
    setDryRunId(null);
    setRunId(null);
    setDryRunDone(false);
    setError(null);
    setBusy(true);
    const r = await post<ImportPreview>('/catalogue/import/preview', chosen);
    setBusy(false);
    if (!r.ok) return setError(r.message);
    setPreview(r.data);
    setMapping(r.data.mapping);
  };

  const start = async (dryRun: boolean) => {
    if (!file) return;
    setError(null);
    setBusy(true);
    const r = await post<{ id: string }>('/catalogue/import/start', file, { mapping: JSON.stringify(mapping), mode, dryRun: String(dryRun) });
    setBusy(false);
    if (!r.ok) return setError(r.message);
    if (dryRun) {
      setDryRunDone(false);
      setDryRunId(r.data.id);
    } else setRunId(r.data.id);
  };
  const dryRunFinished = useCallback((_: ImportReport) => setDryRunDone(true), []);

  return (
    <div className="flex flex-col gap-6">
      <Card aria-labelledby="import-file">
        <CardHeader id="import-file" title="1. File" description={file ? `${file.name} (${Math.ceil(file.size / 1024).toLocaleString('en-GB')} kB)` : undefined} />
        <CardBody>
          <UploadDrop onFile={choose} disabled={busy || !!runId} />
        </CardBody>
      </Card>
      {error && <Alert tone="danger">{error}</Alert>}
      {busy && !preview && <p className="text-sm text-slate-700" aria-live="polite">Reading the file…</p>}
      {preview && (
        <Card aria-labelledby="import-mapping">
          <CardHeader id="import-mapping" title="2. Columns" description="Each column's attribute; columns left as “Not imported” are ignored. Rows are matched to products by stock code." />
          <CardBody className="flex flex-col gap-4">
            <MappingStep preview={preview} fields={fields} mapping={mapping} onChange={setMapping} />
            <label className="flex flex-wrap items-center gap-2 text-sm text-slate-900">
              Mode
              <Select value={mode} onChange={(e) => setMode(e.target.value as ImportMode)} options={IMPORT_MODES.map((m) => ({ value: m, label: MODE_LABELS[m] }))} className="w-auto" />
            </label>
            <div className="flex flex-wrap gap-2">
              <Button variant="secondary" pending={busy} disabled={!!runId} onClick={() => start(true)}>
                Dry run
              </Button>
              <Button variant="primary" pending={busy} disabled={!!runId} onClick={() => start(false)}>
                Import
              </Button>
            </div>
          </CardBody>
        </Card>
      )}
      {dryRunId && (
        <Card aria-labelledby="import-dry-run">
          <CardHeader id="import-dry-run" title="Dry run" description={dryRunDone ? 'Nothing was written. Fix the file or the mapping, or import as it is: rows with errors are skipped.' : 'Checking every row; nothing is written.'} />
          <CardBody>
            <ImportProgress key={dryRunId} id={dryRunId} onFinished={dryRunFinished} />
          </CardBody>
        </Card>
      )}
      {runId && (
        <Card aria-labelledby="import-run">
          <CardHeader id="import-run" title="3. Import" />
          <CardBody>
            <ImportProgress key={runId} id={runId} />
          </CardBody>
        </Card>
      )}
    </div>
  );
}
