import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';

/**
 * One translatable field: the default language's text, read-only, beside the locale's own (side by
 * side from a tablet's width, one under the other on a phone). An empty translation falls back to the
 * default language's text, and the hint says so.
 */
export function TranslationFieldRow({
  field,
  label,
  source,
  stored,
  value,
  language,
  defaultLanguage,
  error,
  readOnly,
  oneLine,
  onChange,
}: {
  field: string;
  /** An input (Enter saves) rather than a text box. */
  oneLine: boolean;
  label: string;
  source: string;
  /** The translation as saved ('' when there is none). */
  stored: string;
  value: string;
  language: string;
  defaultLanguage: string;
  error?: string;
  readOnly: boolean;
  onChange: (value: string) => void;
}) {
  const id = `translation-${field.replace(/[^\w-]/g, '-')}`;
  const hint =
    value !== ''
      ? undefined
      : stored !== ''
        ? `Empty: the translation is removed on save and the field uses ${defaultLanguage}.`
        : source === ''
          ? `No ${defaultLanguage} text either.`
          : `Not translated: uses ${defaultLanguage}.`;
  const control = oneLine ? (
    <Input id={id} value={value} readOnly={readOnly} onChange={(e) => onChange(e.target.value)} />
  ) : (
    <Textarea
      id={id}
      rows={field === 'description' ? 6 : 3}
      value={value}
      readOnly={readOnly}
      onChange={(e) => onChange(e.target.value)}
      className={field === 'description' ? 'font-mono' : undefined}
    />
  );
  return (
    <div className="grid gap-x-4 gap-y-2 md:grid-cols-2" data-testid={`translation-${field}`}>
      <div className="min-w-0 space-y-1">
        <p id={`${id}-source-label`} className="text-sm font-medium text-slate-700">
          {label} in {defaultLanguage}
        </p>
        <div
          role="region"
          aria-labelledby={`${id}-source-label`}
          // A long description scrolls in its box; the box takes focus so a keyboard can scroll it.
          tabIndex={oneLine ? undefined : 0}
          className={
            'rounded-md border border-slate-200 bg-slate-50 px-2.5 py-1.5 text-sm text-slate-800 whitespace-pre-wrap [overflow-wrap:anywhere] ' +
            (oneLine ? '' : 'max-h-40 overflow-y-auto ') +
            (field === 'description' ? 'font-mono' : '')
          }
        >
          {source === '' ? <span className="text-slate-500 italic">No text</span> : source}
        </div>
      </div>
      <Field label={`${label} in ${language}`} hint={hint} error={error} className="min-w-0">
        {control}
      </Field>
    </div>
  );
}
