/**
 * The text of stored rich-text HTML as paragraphs, for the preview shown until the editor has loaded
 * (./rich-text-field.tsx): block ends and line breaks end a paragraph, every other tag is dropped and
 * the entities the sanitiser writes are read back. The result is plain text that React escapes, so no
 * markup of the value ever reaches the page's HTML.
 */
const BLOCK_END = /<\/(p|h[1-6]|li|blockquote|div)>|<br\s*\/?>/gi;
const TAG = /<[^>]*>/g;
const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0', '#39': "'" };

export function previewParagraphs(html: string): string[] {
  return html
    .replace(BLOCK_END, '\n')
    .replace(TAG, '')
    .replace(/&(#?\w+);/g, (m, name: string) => ENTITIES[name] ?? m)
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
}
