/**
 * Free text → tsquery. Words are runs of letters and digits (so "WCLTOP-000041" is two words, as the
 * 'simple' parser indexes a hyphenated code as its parts too); each must start a word of the indexed
 * text: `wcltop:* & 000041:*`. Only letters and digits reach the query, so no user input can break
 * its syntax.
 */
export function searchWords(text: string): string[] {
  return [...new Set(text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [])].slice(0, 10);
}

/** A word as a tsquery term that matches the start of an indexed word. */
export const prefixTerm = (word: string) => `${word}:*`;

export function toPrefixQuery(words: string[], join: ' & ' | ' | ' = ' & '): string {
  return words.map(prefixTerm).join(join);
}

/**
 * A single code-like token (3+ characters with a digit, such as "000041" or "TOP-0004") is also looked
 * up as a stock-code substring through the trigram index. Plain words are not: "shirt" is already
 * matched by the word index, and as a substring it would hit every *SHIRT* code.
 */
export function substringTerm(raw: string): string | null {
  const t = raw.trim();
  return t.length >= 3 && !/\s/.test(t) && /\d/.test(t) ? t : null;
}
