import assert from 'node:assert/strict';
import { test } from 'node:test';
import { previewParagraphs } from '../components/rich-text/rich-text-preview';

/**
 * The product page shows a description's text before the editor has loaded: one paragraph per block
 * of the stored HTML, tags dropped, the sanitiser's entities read back, nothing of the markup kept.
 */
test('a description reads as its paragraphs of plain text', () => {
  assert.deepEqual(
    previewParagraphs('<h2>Fit</h2><p>Cut for an <strong>easy</strong> fit &amp; finished.</p><ul><li>Cotton</li><li>Linen</li></ul>'),
    ['Fit', 'Cut for an easy fit & finished.', 'Cotton', 'Linen'],
  );
  assert.deepEqual(previewParagraphs('one<br>two<br/>three'), ['one', 'two', 'three']);
  assert.deepEqual(previewParagraphs(''), []);
  assert.deepEqual(previewParagraphs('<p></p>'), []);
});

test('markup in a value stays text', () => {
  assert.deepEqual(previewParagraphs('<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>'), ['<script>alert(1)</script>']);
  assert.deepEqual(previewParagraphs('<p><img src=x onerror=alert(1)>ok</p>'), ['ok']);
});
