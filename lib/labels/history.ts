import { diffWords } from 'diff';
import type { HistoryEntry } from '@/lib/api/schemas/history';
import { fieldLabel, productFieldCode } from './fields';
import { attributeOf, type LabelReferences } from './references';
import { valueText } from './values';

/** One recorded change as a reader takes it in. */
export type ChangeDescription =
  /** A create, delete or restore: "Created Blue shirt", "Deleted". */
  | { kind: 'lifecycle'; text: string }
  /** "Stock at Manchester Distribution Centre, allocated: 3 → 5". */
  | { kind: 'value'; subject: string; before: string; after: string }
  /** Text compared word by word: the changed words marked, the rest as it reads. */
  | { kind: 'text'; subject: string; parts: TextPart[] };

export interface TextPart {
  text: string;
  change: 'added' | 'removed' | null;
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };
const TAG = /<\/?[a-z][^>]*>/i;

/** Rich text as the words it shows: block ends become spaces, tags go, entities are decoded. */
export function textOfHtml(html: string): string {
  return html
    .replace(/<(br|\/p|\/li|\/h[1-6]|\/div|\/blockquote)\b[^>]*>/gi, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/&(#x[\da-f]+|#\d+|[a-z]+);/gi, (m, e: string) => {
      if (e[0] !== '#') return ENTITIES[e.toLowerCase()] ?? m;
      const code = e[1] === 'x' || e[1] === 'X' ? parseInt(e.slice(2), 16) : Number(e.slice(1));
      return Number.isFinite(code) && code > 0 && code < 0x110000 ? String.fromCodePoint(code) : m;
    })
    .replace(/\s+/g, ' ')
    .trim();
}

/** Whether a field holds text worth comparing word by word: HTML, or prose longer than a line. */
function isProse(entry: Pick<HistoryEntry, 'entity' | 'field' | 'before' | 'after'>, refs: LabelReferences): boolean {
  const { before, after } = entry;
  const texts = [before, after].filter((v): v is string => typeof v === 'string');
  if (texts.length === 0 || texts.length + [before, after].filter((v) => v === null).length < 2) return false;
  if (texts.some((t) => TAG.test(t))) return true;
  const code = entry.entity === 'product' ? productFieldCode(entry.field) : undefined;
  if (code && attributeOf(refs, code)?.inputType === 3) return true;
  return texts.some((t) => t.length > 80);
}

function lifecycle(entry: Pick<HistoryEntry, 'field' | 'before' | 'after'>): string | null {
  const name = (v: unknown) => {
    if (!v || typeof v !== 'object') return '';
    const r = v as Record<string, unknown>;
    const n = r.name ?? r['basicInfo.name'] ?? r.code ?? r.stockCode;
    return n ? ` ${String(n)}` : '';
  };
  if (entry.field === '*') return entry.before === null ? `Created${name(entry.after)}` : `Removed${name(entry.before)}`;
  if (entry.field === 'deleted') return entry.after === true ? 'Deleted' : 'Restored';
  return null;
}

/**
 * A history entry as words: the field named (fieldLabel), its values named (valueText), rich text
 * stripped of its tags and compared word by word, creates and deletes as one word.
 */
export function describeChange(entry: Pick<HistoryEntry, 'entity' | 'field' | 'before' | 'after'>, refs: LabelReferences = {}): ChangeDescription {
  const life = lifecycle(entry);
  if (life) return { kind: 'lifecycle', text: life };
  const subject = fieldLabel(entry.entity, entry.field, refs);
  if (isProse(entry, refs)) {
    const text = (v: unknown) => (typeof v === 'string' ? textOfHtml(v) : '');
    const parts = diffWords(text(entry.before), text(entry.after)).map((p) => ({
      text: p.value,
      change: p.added ? ('added' as const) : p.removed ? ('removed' as const) : null,
    }));
    return { kind: 'text', subject, parts };
  }
  return {
    kind: 'value',
    subject,
    before: valueText(entry.entity, entry.field, entry.before, refs),
    after: valueText(entry.entity, entry.field, entry.after, refs),
  };
}

/** The change as one plain sentence (a toast, a title, a test): "Name: Old → New". */
export function changeSentence(description: ChangeDescription): string {
  switch (description.kind) {
    case 'lifecycle':
      return description.text;
    case 'value':
      return `${description.subject}: ${description.before} → ${description.after}`;
    case 'text': {
      const words = (change: 'added' | 'removed') => description.parts.filter((p) => p.change === change).map((p) => p.text.trim()).join(' ');
      const removed = words('removed');
      const added = words('added');
      return `${description.subject}: ${[removed && `removed “${removed}”`, added && `added “${added}”`].filter(Boolean).join(', ') || 'unchanged text'}`;
    }
  }
}
