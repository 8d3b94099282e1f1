'use client';

import { useEffect, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardBody, CardHeader } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { Field } from '@/components/ui/field';
import { Select } from '@/components/ui/select';
import type { ActionFailure } from '@/lib/actions/action-result';
import { languageName } from '@/lib/labels/translations';
import { useUnsavedChangesGuard } from '@/lib/ui/unsaved-changes';
import { TranslationFieldRow } from './translation-field-row';
import { TranslationsSkeleton } from './translations-skeleton';
import {
  changedFields,
  fieldErrorOf,
  localeOfAddress,
  type LoadTranslations,
  type SaveTranslations,
  type TranslationsView,
} from './translation-model';

export interface TranslationsEditorProps {
  id: string;
  /** "product" or "category", as the texts name the record. */
  noun: string;
  canWrite: boolean;
  load: LoadTranslations;
  save: SaveTranslations;
}

type Loaded = { state: 'loading' } | { state: 'failed'; message: string } | { state: 'ready'; view: TranslationsView };

/**
 * The translations of one record, one locale at a time (never the default one, whose text is the
 * record's own fields). Drafts are kept per locale, so switching language loses nothing; Save sends
 * only the fields of the shown locale that differ from what is stored ('' removes a translation).
 */
export function TranslationsEditor({ id, noun, canWrite, load, save }: TranslationsEditorProps) {
  const [loaded, setLoaded] = useState<Loaded>({ state: 'loading' });
  const [locale, setLocale] = useState('');
  const [drafts, setDrafts] = useState<Record<string, Record<string, string>>>({});
  const [failure, setFailure] = useState<ActionFailure | null>(null);
  const [saving, setSaving] = useState(false);

  const [attempt, setAttempt] = useState(0);

  // Read when the tab opens (and again on Try again): the page itself never asks for translations.
  useEffect(() => {
    let current = true;
    void load(id).then((result) => {
      if (!current) return;
      if (!result.ok) return setLoaded({ state: 'failed', message: result.message });
      const t = result.data.translations;
      setLoaded({ state: 'ready', view: result.data });
      const others = t.locales.filter((c) => c !== t.defaultLocale);
      setLocale((l) => l || localeOfAddress(window.location.search, others) || others[0] || '');
    });
    return () => {
      current = false;
    };
  }, [id, load, attempt]);

  // Leaving with unsaved text in any language asks first, as the product's form does.
  const view = loaded.state === 'ready' ? loaded.view.translations : null;
  const dirty =
    view !== null && Object.entries(drafts).some(([culture, draft]) => Object.keys(changedFields(view.translations[culture] ?? {}, draft)).length > 0);
  useUnsavedChangesGuard(dirty);

  const retry = () => {
    setLoaded({ state: 'loading' });
    setAttempt((a) => a + 1);
  };

  if (loaded.state === 'loading') return <TranslationsSkeleton />;
  if (loaded.state === 'failed')
    return (
      <Alert tone="danger" title="The translations cannot be read right now" actions={<Button onClick={retry}>Try again</Button>}>
        {loaded.message}
      </Alert>
    );

  const { translations: t, labels } = loaded.view;
  const others = t.locales.filter((c) => c !== t.defaultLocale);
  const defaultLanguage = languageName(t.defaultLocale);
  if (others.length === 0)
    return (
      <EmptyState
        title="No other language is enabled"
        description={`The ${noun}'s text is in ${defaultLanguage} only. An administrator enables languages in the site's configuration.`}
      />
    );

  const language = languageName(locale);
  const stored = t.translations[locale] ?? {};
  const draft = drafts[locale] ?? {};
  const changes = changedFields(stored, draft);
  const changeCount = Object.keys(changes).length;
  const valueOf = (field: string) => draft[field] ?? stored[field] ?? '';
  const translatedCount = (culture: string) => t.fields.filter((f) => (t.translations[culture]?.[f] ?? '') !== '').length;

  const edit = (field: string, value: string) => setDrafts((d) => ({ ...d, [locale]: { ...d[locale], [field]: value } }));

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    if (!canWrite || changeCount === 0 || saving) return;
    setSaving(true);
    const result = await save(id, locale, changes);
    setSaving(false);
    if (!result.ok) {
      setFailure(result);
      const first = t.fields.find((f) => fieldErrorOf(result.fieldErrors, f));
      if (first) document.getElementById(`translation-${first.replace(/[^\w-]/g, '-')}`)?.focus();
      return;
    }
    setFailure(null);
    setLoaded({ state: 'ready', view: result.data });
    setDrafts((d) => ({ ...d, [locale]: {} }));
    toast.success(`${language} translation saved (${changeCount} ${changeCount === 1 ? 'field' : 'fields'})`);
  }

  // The language is in the address (?locale=), so a reload or a shared link opens the same one.
  const selectLocale = (next: string) => {
    setLocale(next);
    setFailure(null);
    const url = new URL(window.location.href);
    url.searchParams.set('locale', next);
    window.history.replaceState(window.history.state, '', url);
  };

  return (
    <Card aria-labelledby="translations-title">
      <CardHeader
        id="translations-title"
        title="Translations"
        description={`The ${noun}'s text in each enabled language. An empty field uses the ${defaultLanguage} text.`}
      />
      <CardBody>
        <form onSubmit={onSubmit} className="space-y-5" aria-label={`${language} translation`}>
          <div className="flex flex-wrap items-end gap-x-4 gap-y-2">
            <Field label="Language" className="w-full sm:w-80">
              <Select value={locale} onChange={(e) => selectLocale(e.target.value)}>
                {others.map((c) => (
                  <option key={c} value={c}>
                    {`${languageName(c)} (${c}): ${translatedCount(c)} of ${t.fields.length} fields`}
                  </option>
                ))}
              </Select>
            </Field>
            {!canWrite && <p className="pb-1.5 text-sm text-slate-600">Your role may read the translations but not change them.</p>}
          </div>
          {failure && (
            <Alert tone="danger" title={`The ${language} translation was not saved`}>
              {failure.message}
            </Alert>
          )}
          <div className="space-y-5">
            {t.fields.map((field) => (
              <TranslationFieldRow
                key={`${locale}:${field}`}
                field={field}
                label={labels[field] ?? field}
                source={t.source[field] ?? ''}
                stored={stored[field] ?? ''}
                value={valueOf(field)}
                language={language}
                defaultLanguage={defaultLanguage}
                error={failure ? fieldErrorOf(failure.fieldErrors, field) : undefined}
                readOnly={!canWrite}
                oneLine={loaded.view.oneLine.includes(field)}
                onChange={(value) => edit(field, value)}
              />
            ))}
          </div>
          {canWrite && (
            <div className="flex flex-wrap items-center justify-end gap-3 border-t border-slate-200 pt-4">
              <p className="mr-auto text-sm text-slate-600" aria-live="polite">
                {changeCount === 0 ? 'No changes' : `${changeCount} ${changeCount === 1 ? 'field' : 'fields'} changed in ${language}`}
              </p>
              <Button
                disabled={changeCount === 0 || saving}
                onClick={() => {
                  setDrafts((d) => ({ ...d, [locale]: {} }));
                  setFailure(null);
                }}
              >
                Discard changes
              </Button>
              <Button type="submit" variant="primary" pending={saving} disabled={changeCount === 0}>
                Save {language}
              </Button>
            </div>
          )}
        </form>
      </CardBody>
    </Card>
  );
}
