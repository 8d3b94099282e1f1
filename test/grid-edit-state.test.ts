import assert from 'node:assert/strict';
import { test } from 'node:test';
import { initialSheet, writeCells, type EditRow, type SheetColumn } from '../components/products/grid-edit-state';

/**
 * The grid's edit state after a batch of writes (a paste): drafts where the value differs from the
 * loaded one, reasons where a column refuses it, the loaded row pinned while it has drafts, and rows
 * the batch did not touch keeping their objects (the sheet's memoised rows are not drawn again).
 */
const rows: EditRow[] = Array.from({ length: 4 }, (_, i) => ({
  productId: `p${i}`,
  stockCode: `S${i}`,
  name: `Product ${i}`,
  version: 1,
  values: { Weight: '1', MetaTitle: `Title ${i}` },
}));
const columns: SheetColumn[] = [
  { fieldCode: 'Weight', parse: (t) => t.trim(), validate: (v) => (/^\d+(\.\d+)?$/.test(v) ? null : 'Not a number') },
  { fieldCode: 'MetaTitle', parse: (t) => t.trim(), validate: () => null },
];

test('a pasted block: drafts, refusals and pins per row; the same value is no change', () => {
  const s = writeCells(
    initialSheet(),
    [
      { row: 0, col: 0, text: '2' },
      { row: 0, col: 1, text: 'New 0' },
      { row: 1, col: 0, text: 'heavy' },
      { row: 1, col: 1, text: 'Title 1' },
      { row: 2, col: 0, text: ' 1 ' },
    ],
    rows,
    columns,
  );
  assert.deepEqual([...s.drafts].map(([id, cells]) => [id, [...cells]]), [
    ['p0', [['Weight', '2'], ['MetaTitle', 'New 0']]],
    ['p1', [['Weight', 'heavy']]],
  ]);
  assert.deepEqual([...s.errors].map(([id, cells]) => [id, [...cells]]), [['p1', [['Weight', 'Not a number']]]]);
  assert.deepEqual([...s.pinned.keys()], ['p0', 'p1']);
});

test('writing back the loaded values drops drafts, reasons and pins; untouched rows keep their objects', () => {
  const first = writeCells(
    initialSheet(),
    [
      { row: 0, col: 0, text: 'x' },
      { row: 1, col: 0, text: '3' },
    ],
    rows,
    columns,
  );
  const untouched = first.drafts.get('p1');
  const second = writeCells(first, [{ row: 0, col: 0, text: '1' }], rows, columns);
  assert.equal(second.drafts.has('p0'), false);
  assert.equal(second.errors.has('p0'), false);
  assert.deepEqual([...second.pinned.keys()], ['p1']);
  assert.equal(second.drafts.get('p1'), untouched);
  // The earlier state is not changed by the later writes.
  assert.equal(first.drafts.get('p0')?.get('Weight'), 'x');
  assert.equal(first.errors.get('p0')?.get('Weight'), 'Not a number');
  // Nothing changed: the same maps.
  const third = writeCells(second, [{ row: 1, col: 0, text: '3' }], rows, columns);
  assert.equal(third.drafts, second.drafts);
  assert.equal(third.errors, second.errors);
  assert.equal(third.pinned, second.pinned);
});
