/**
 * Content HTML (descriptions, bios, show notes) reaches the page as plain paragraphs of text:
 * the tags are dropped and the entities decoded, so nothing from content can run or style the
 * page (DESIGN 8), whatever a backend sends. Block ends (p, br, li, headings, div) split paragraphs.
 */

const NAMED_ENTITIES: Readonly<Record<string, string>> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  ndash: '–',
  mdash: '—',
  lsquo: '‘',
  rsquo: '’',
  ldquo: '“',
  rdquo: '”',
  hellip: '…',
  middot: '·',
  copy: '©',
  reg: '®',
};

function codePoint(value: number): string {
  return Number.isInteger(value) && value > 0 && value <= 0x10ffff && (value < 0xd800 || value > 0xdfff) ? String.fromCodePoint(value) : '\uFFFD';
}

/** Decodes named (the common ones) and numeric character references; unknown ones stay as written. */
export function decodeEntities(text: string): string {
  return text.replace(/&(#[xX][0-9a-fA-F]{1,6}|#\d{1,7}|[a-zA-Z]{2,8});/g, (whole, body: string) => {
    if (body.startsWith('#x') || body.startsWith('#X')) return codePoint(parseInt(body.slice(2), 16));
    if (body.startsWith('#')) return codePoint(Number(body.slice(1)));
    return NAMED_ENTITIES[body.toLowerCase()] ?? whole;
  });
}

const BLOCK_END = /<\s*(?:br\b[^>]*|\/\s*(?:p|li|h[1-6]|div|blockquote|tr|ul|ol)\s*)>/gi;
const HIDDEN_BLOCK = /<\s*(script|style|template|iframe|noscript)\b[\s\S]*?<\s*\/\s*\1\s*>/gi;
const COMMENT = /<!--[\s\S]*?(?:-->|$)/g;
const TAG = /<\/?[a-zA-Z!][^>]*>?/g;

/** The text paragraphs of a piece of content HTML, whitespace collapsed, empty ones dropped. */
export function htmlParagraphs(html: string | null | undefined): string[] {
  if (!html) return [];
  const marked = html.replace(COMMENT, '').replace(HIDDEN_BLOCK, '\n').replace(BLOCK_END, '\n');
  return marked
    .replace(TAG, '')
    .split('\n')
    .map((line) => decodeEntities(line).replace(/\s+/g, ' ').trim())
    .filter((line) => line !== '');
}

/** The whole text of content HTML on one line (for teasers and accessible names). */
export function htmlText(html: string | null | undefined): string {
  return htmlParagraphs(html).join(' ');
}
