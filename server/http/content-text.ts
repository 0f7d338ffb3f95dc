import sanitizeHtml from 'sanitize-html';

const TEXT_ENTITIES: Record<string, string> = { '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'", '&#x27;': "'", '&amp;': '&' };

/**
 * A plain-text field: any markup is dropped and the text is kept as typed ("Score 3 > 2", "Q&A"), for the
 * site shows it as text. A `<` that could open a tag stays escaped, so nothing in it is ever an element.
 */
export function plainText(value: string): string;
export function plainText(value: string | null | undefined): string | null;
export function plainText(value: string | null | undefined): string | null {
  if (value === null || value === undefined) return null;
  if (!/[<>&]/.test(value)) return value;
  const text = sanitizeHtml(value, { allowedTags: [], allowedAttributes: {}, disallowedTagsMode: 'discard' });
  return text
    .replace(/&(?:lt|gt|quot|#39|#x27|amp);/g, (entity) => TEXT_ENTITIES[entity] ?? entity)
    .replace(/<(?=[a-z!/?])/gi, '&lt;')
    .trim();
}
