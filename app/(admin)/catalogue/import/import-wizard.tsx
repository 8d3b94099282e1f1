'use client';

import { useCallback, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardBody, CardHeader } from '@/components/ui/card';
import { Select } from '@/components/ui/select';
import type { ActionResult } from '@/lib/actions/action-result';
import type { KeyValue } from '@/lib/api/schemas/attributes';
import { IMPORT_MODES, type ImportMapping, type ImportMode, type ImportOptions, type ImportPreview, type ImportReport } from '@/lib/api/schemas/product-import';
import type { ImportProfile } from '@/lib/api/schemas/product-import-profiles';
import { ImportOptionsPanel, SaveProfile } from './import-options';
import { ImportProgress } from './import-progress';
import { MappingStep } from './mapping-step';
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

const profileLabel = (p: ImportProfile) => (p.supplier ? `${p.name} (${p.supplier.value})` : p.name);

/**
 * Profile → upload → mapping (the profile's, else suggestions; samples per column; options) → dry
 * run → import, each run shown with its progress, Cancel and its report, the import with Undo. The
 * browser keeps the file and sends it with each run.
 */
export function ImportWizard({ profiles: initialProfiles, suppliers }: { profiles: ImportProfile[]; suppliers: KeyValue[] }) {
  const [profiles, setProfiles] = useState(initialProfiles);
  const [profileId, setProfileId] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<ImportPreview | null>(null);
  const [mapping, setMapping] = useState<ImportMapping>({});
  const [options, setOptions] = useState<ImportOptions>({ decimalComma: false, createMissing: [] });
  const [mode, setMode] = useState<ImportMode>('upsert');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [dryRunId, setDryRunId] = useState<string | null>(null);
  const [runId, setRunId] = useState<string | null>(null);
  const [dryRunDone, setDryRunDone] = useState(false);
  const applied = profiles.find((p) => p.id === preview?.profile?.id) ?? null;

  const choose = async (chosen: File) => {
    setFile(chosen);
    setPreview(null);
    setDryRunId(null);
    setRunId(null);
    setDryRunDone(false);
    setError(null);
    setBusy(true);
    const r = await post<ImportPreview>('/catalogue/import/preview', chosen, profileId ? { profileId } : {});
    setBusy(false);
    if (!r.ok) return setError(r.message);
    setPreview(r.data);
    setMapping(r.data.mapping);
    setOptions(r.data.options);
  };

  const start = async (dryRun: boolean) => {
    if (!file) return;
    setError(null);
    setBusy(true);
    const r = await post<{ id: string }>('/catalogue/import/start', file, {
      mapping: JSON.stringify(mapping),
      mode,
      dryRun: String(dryRun),
      decimalComma: String(options.decimalComma),
      createMissing: options.createMissing.join(','),
    });
    setBusy(false);
    if (!r.ok) return setError(r.message);
    if (dryRun) {
      setDryRunDone(false);
      setDryRunId(r.data.id);
    } else setRunId(r.data.id);
  };
  const dryRunFinished = useCallback((_: ImportReport) => setDryRunDone(true), []);
  const saved = (profile: ImportProfile) => {
    setProfiles((all) => [...all.filter((p) => p.id !== profile.id), profile].sort((a, b) => a.name.localeCompare(b.name)));
    setProfileId(profile.id);
  };

  return (
    <div className="flex flex-col gap-6">
      <Card aria-labelledby="import-file">
        <CardHeader id="import-file" title="1. File" description={file ? `${file.name} (${Math.ceil(file.size / 1024).toLocaleString('en-GB')} kB)` : undefined} />
        <CardBody className="flex flex-col gap-4">
          <label className="flex flex-wrap items-center gap-2 text-sm text-slate-900">
            Mapping profile
            <Select
              value={profileId}
              onChange={(e) => setProfileId(e.target.value)}
              disabled={busy || !!runId}
              className="w-auto"
              options={[{ value: '', label: '— None: suggest from the column names —' }, ...profiles.map((p) => ({ value: p.id, label: profileLabel(p) }))]}
            />
          </label>
          <UploadDrop onFile={choose} disabled={busy || !!runId} />
        </CardBody>
      </Card>
      {error && <Alert tone="danger">{error}</Alert>}
      {busy && !preview && <p className="text-sm text-slate-700" aria-live="polite">Reading the file…</p>}
      {preview && (
        <Card aria-labelledby="import-mapping">
          <CardHeader
            id="import-mapping"
            title="2. Columns"
            description={
              preview.profile
                ? `Mapped by the profile “${preview.profile.name}”; columns it does not name are suggested from their names. Rows are matched to products by stock code.`
                : 'Each column\u2019s field, price or stock; columns left as “Not imported” are ignored. Rows are matched to products by stock code.'
            }
          />
          <CardBody className="flex flex-col gap-4">
            {preview.missingColumns.length > 0 && (
              <Alert tone="warning">The profile maps columns this file does not have: {preview.missingColumns.join(', ')}.</Alert>
            )}
            <MappingStep preview={preview} mapping={mapping} onChange={setMapping} />
            <ImportOptionsPanel options={options} onChange={setOptions} pricesIncludeTax={preview.pricesIncludeTax} />
            <SaveProfile key={applied?.id ?? 'new'} profile={applied} suppliers={suppliers} mapping={mapping} options={options} onSaved={saved} />
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
