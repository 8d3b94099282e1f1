import assert from 'node:assert/strict';
import { test } from 'node:test';
import { fieldLabel } from '../lib/labels/fields';
import { languageName, translationFieldLabel } from '../lib/labels/translations';

/**
 * Translations are named by field and language: in the Translations tab, and in a record's history,
 * where `translation.fr-FR.name` must not read as a change of the record's own name.
 */
test('a translatable field reads as its words, a text attribute as its meta-info name', () => {
  assert.equal(translationFieldLabel('shortDescription'), 'Short description');
  assert.equal(translationFieldLabel('seoUrl'), 'URL slug');
  assert.equal(translationFieldLabel('attribute.care_text', { care_text: 'Care instructions' }), 'Care instructions');
  assert.equal(translationFieldLabel('attribute.care_text'), 'Care text');
});

test('a language reads as its English name', () => {
  assert.equal(languageName('fr-FR'), 'French');
  assert.equal(languageName('de-DE'), 'German');
  assert.equal(languageName('en-GB'), 'English');
});

test("a translation's change in the history names its language", () => {
  assert.equal(fieldLabel('product', 'translation.fr-FR.name'), 'Name in French');
  assert.equal(fieldLabel('category', 'translation.de-DE.metaTitle'), 'Meta title in German');
  const refs = { attributes: [{ fieldCode: 'care_text', fieldName: 'Care instructions', inputType: 2, options: [] }] };
  assert.equal(fieldLabel('product', 'translation.fr-FR.attribute.care_text', refs), 'Care instructions in French');
  // the record's own fields are unchanged
  assert.equal(fieldLabel('category', 'seoUrl'), 'URL slug');
});
