import sanitizeHtml from 'sanitize-html';

/**
 * Rich text (a product's description) as the storefront may render it: the editor's own elements
 * (paragraphs, headings, lists, quotes, code, emphasis, links) and nothing else — no script, style,
 * event handler, iframe or javascript: URL, whoever sent the HTML (the page's editor, the API, a bulk
 * update or an import). Done on every write, so a stored description is always safe to show.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'h2', 'h3', 'h4', 'strong', 'b', 'em', 'i', 'u', 's', 'ul', 'ol', 'li', 'blockquote', 'code', 'pre', 'hr', 'a'],
  allowedAttributes: { a: ['href', 'title', 'target', 'rel'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowProtocolRelative: false,
  // A link that opens a new tab must not hand the storefront's window to the page it opens.
  transformTags: {
    a: (tagName, attribs) => ({
      tagName,
      attribs: attribs.target ? { ...attribs, target: '_blank', rel: 'noopener noreferrer nofollow' } : attribs,
    }),
  },
};

export function sanitiseRichText(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim();
}
