import type { Tx } from '@/lib/db';
import type { ImportRowError } from '@/lib/api/schemas/product-import';
import type { RowWrite } from './rows';
import { closestValues, fold, insertReference, newCode, newReferenceId, pathText, REFERENCE_NOUN, type ReferenceEntry, type ReferenceKind, type References } from './references';

/**
 * The reference cells of one batch: each found in the catalogue (lib/service/import/references.ts),
 * created when the mapping opted in (brands and collections, never categories), or a row error in
 * the user's words — `no brand named "Halcyon Hom" — did you mean "Halcyon Home"?` — whose
 * suggestion is looked up once per distinct unknown value (`settle`), not per row.
 */

/** What the job keeps between batches: the values each batch created and the suggestions found. */
export interface ReferenceMemory {
  refs: References;
  /** kind + folded value → the message of an unknown value. */
  unknown: Map<string, string>;
  /** kind + folded value → the value a committed batch created (or a dry run would have). */
  created: Map<string, ReferenceEntry>;
  /** kind:code of each of them. */
  codes: Set<string>;
}

export const referenceMemory = (refs: References): ReferenceMemory => ({ refs, unknown: new Map(), created: new Map(), codes: new Set() });

interface Creation {
  kind: 'brands' | 'collections';
  entry: ReferenceEntry;
  code: string;
  name: string;
  column: string;
}

export class ReferenceCells {
  private readonly pending: { kind: ReferenceKind; value: string; error: ImportRowError }[] = [];
  /** Values this batch's rows name that it may create; those its written rows use are created (`write`). */
  private readonly creations = new Map<string, Creation>();
  private created: [string, Creation][] = [];

  constructor(
    private readonly memory: ReferenceMemory,
    private readonly creatable: Set<string>,
    private readonly dryRun: boolean,
  ) {}

  /**
   * The value a cell names, or null with the row's error pushed (its message filled in by `settle`
   * for an unknown value). A value the file may create gets its id now and is created by `write`
   * if a row that names it is written.
   */
  resolve(kind: ReferenceKind, raw: string, rowNumber: number, column: string, errors: ImportRowError[]): ReferenceEntry | null {
    const value = raw.trim();
    const key = `${kind}\u0000${fold(kind === 'categories' ? pathText(value) : value)}`;
    const found = this.memory.refs.find(kind, value);
    const noun = REFERENCE_NOUN[kind];
    if (found && 'several' in found) {
      errors.push({ rowNumber, column, message: `"${value}" names several ${noun === 'category' ? 'categories' : `${noun}s`}: ${found.several.map((e) => e.label).slice(0, 5).join('; ')} — give its ${kind === 'categories' ? 'whole path' : 'code'}` });
      return null;
    }
    if (found) {
      if (!found.entry.leaf) {
        errors.push({ rowNumber, column, message: `"${found.entry.label}" has subcategories; products sit in a category without any, such as one below it` });
        return null;
      }
      return found.entry;
    }
    const made = this.memory.created.get(key) ?? this.creations.get(key)?.entry;
    if (made) return made;
    if ((kind === 'brands' || kind === 'collections') && this.creatable.has(kind)) return this.create(kind, key, value, column);
    const known = this.memory.unknown.get(key);
    const error = { rowNumber, column, message: known ?? '' };
    errors.push(error);
    if (known === undefined) this.pending.push({ kind, value, error });
    return null;
  }

  private create(kind: 'brands' | 'collections', key: string, name: string, column: string): ReferenceEntry {
    const code = newCode(
      name,
      (c) => this.memory.refs.hasCode(kind, c) || this.memory.codes.has(`${kind}:${c}`) || [...this.creations.values()].some((x) => x.kind === kind && x.code === c),
    );
    const entry: ReferenceEntry = { id: newReferenceId(), label: name, leaf: true, parentId: null };
    this.creations.set(key, { kind, entry, code, name, column });
    return entry;
  }

  /** The messages of the unknown values, with the closest known value of each (one query per kind). */
  async settle(tx: Tx): Promise<void> {
    const byKind = new Map<ReferenceKind, Set<string>>();
    for (const p of this.pending) byKind.set(p.kind, (byKind.get(p.kind) ?? new Set()).add(p.kind === 'categories' ? pathText(p.value) : p.value));
    const closest = new Map<string, string>();
    for (const [kind, values] of byKind) for (const [value, label] of await closestValues(tx, kind, [...values])) closest.set(`${kind}\u0000${value}`, label);
    for (const p of this.pending) {
      const value = p.kind === 'categories' ? pathText(p.value) : p.value;
      const suggestion = closest.get(`${p.kind}\u0000${value}`);
      p.error.message = `no ${REFERENCE_NOUN[p.kind]} named "${value}"${suggestion ? ` — did you mean "${suggestion}"?` : ''}`;
      this.memory.unknown.set(`${p.kind}\u0000${fold(value)}`, p.error.message);
    }
  }

  /**
   * Creates, in the batch's transaction, the values the written rows use (a skipped row creates
   * nothing), each with a warning on the first row that names it; a dry run only warns.
   */
  async write(tx: Tx, rows: RowWrite[], warnings: ImportRowError[]): Promise<boolean> {
    if (this.creations.size === 0) return false;
    const firstRow = new Map<string, number>();
    for (const r of rows) {
      const ids = [...r.collections, ...r.changes.flatMap((c) => (c.kind === 'brand' && c.brandId ? [c.brandId] : []))];
      for (const id of ids) if (!firstRow.has(id)) firstRow.set(id, r.rowNumber);
    }
    this.created = [...this.creations].filter(([, c]) => firstRow.has(c.entry.id));
    for (const [, c] of this.created) {
      const noun = REFERENCE_NOUN[c.kind];
      const message = this.dryRun ? `no ${noun} named "${c.name}": it would be created (code ${c.code})` : `${noun} "${c.name}" was created (code ${c.code})`;
      warnings.push({ rowNumber: firstRow.get(c.entry.id)!, column: c.column, message });
      if (!this.dryRun) await insertReference(tx, c.kind, c.entry.id, c.code, c.name);
    }
    return !this.dryRun && this.created.length > 0;
  }

  /** Once the batch has committed: later batches find what it created. */
  keep() {
    for (const [key, c] of this.created) {
      this.memory.created.set(key, c.entry);
      this.memory.codes.add(`${c.kind}:${c.code}`);
      if (!this.dryRun) this.memory.refs.add(c.kind, c.entry, c.code, []);
    }
  }
}
