/**
 * DESIGN 8: HTML from content is sanitised before it reaches the DOM. This is the allow-list the
 * sanitiser applies (the parsing and walking live in adapters): which elements stay, which
 * attributes each keeps, and which urls are safe. Anything not listed is removed.
 */
export interface HtmlPolicy {
  /** Elements kept (lower case). Others are unwrapped: their text and allowed children stay. */
  elements: ReadonlySet<string>;
  /** Elements removed with everything inside them. */
  dropWithContent: ReadonlySet<string>;
  /** Attributes kept on every allowed element. */
  globalAttributes: ReadonlySet<string>;
  /** Attributes kept on one element, by element name. */
  attributes: Readonly<Record<string, ReadonlySet<string>>>;
  /** Attributes whose value is a url and must pass `isSafeUrl`. */
  urlAttributes: ReadonlySet<string>;
  /**
   * The level the content's top heading becomes, under the page's own h1 and h2s; null keeps
   * levels as written. Levels are also closed up so none is skipped (WCAG 1.3.1 heading order).
   */
  headingBase: number | null;
}

const set = (...names: string[]): ReadonlySet<string> => new Set(names);

/** Never kept, and their content goes with them: code, styles, embedded documents and forms. */
const DANGEROUS = set('script', 'style', 'iframe', 'frame', 'frameset', 'object', 'embed', 'applet', 'noscript', 'template', 'form', 'input', 'button', 'select', 'textarea', 'link', 'meta', 'base', 'svg', 'math');

/** Rich text of stories and documents: prose, lists, quotes, tables, links and images. */
export const RICH_TEXT_POLICY: HtmlPolicy = {
  elements: set(
    'p', 'br', 'hr', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'strong', 'b', 'em', 'i', 'u', 's', 'small', 'sub', 'sup', 'mark', 'span', 'div',
    'blockquote', 'footer', 'cite', 'q', 'abbr', 'code', 'pre', 'ul', 'ol', 'li', 'dl', 'dt', 'dd', 'a', 'img', 'figure', 'figcaption',
    'table', 'caption', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td',
  ),
  dropWithContent: DANGEROUS,
  globalAttributes: set('title', 'lang', 'dir'),
  attributes: {
    a: set('href'),
    img: set('src', 'alt', 'width', 'height'),
    th: set('scope', 'colspan', 'rowspan'),
    td: set('colspan', 'rowspan'),
    ol: set('start', 'reversed'),
    abbr: set('title'),
    q: set('cite'),
    blockquote: set('cite'),
  },
  urlAttributes: set('href', 'src', 'cite'),
  headingBase: 2,
};

/** Search snippets: text with the server's <mark> highlights only. */
export const SNIPPET_POLICY: HtmlPolicy = {
  elements: set('mark'),
  dropWithContent: DANGEROUS,
  globalAttributes: set(),
  attributes: {},
  urlAttributes: set(),
  headingBase: null,
};

/**
 * The new level of each heading level found in content: the top one becomes `base`, the next
 * one found `base + 1`, and so on (gaps closed), never deeper than h6.
 */
export function headingLevels(found: Iterable<number>, base: number): Map<number, number> {
  const levels = [...new Set(found)].filter((level) => Number.isInteger(level) && level >= 1 && level <= 6).sort((a, b) => a - b);
  const start = Math.min(Math.max(Math.trunc(base), 1), 6);
  return new Map(levels.map((level, index) => [level, Math.min(start + index, 6)]));
}

/** The attributes `element` may keep under `policy` (never an event handler or a style). */
export function isAllowedAttribute(policy: HtmlPolicy, element: string, attribute: string): boolean {
  const name = attribute.toLowerCase();
  if (name.startsWith('on') || name === 'style') return false;
  return policy.globalAttributes.has(name) || (policy.attributes[element.toLowerCase()]?.has(name) ?? false);
}

const SAFE_SCHEMES = new Set(['http', 'https', 'mailto', 'tel']);
// Browsers ignore ASCII whitespace and control characters inside a scheme ("java\tscript:").
// eslint-disable-next-line no-control-regex
const IGNORED_IN_SCHEME = /[\u0000-\u0020\u007f-\u009f]/g;

/**
 * A url that cannot run script: relative (path, query or fragment) or http(s), mailto and tel.
 * javascript:, data:, vbscript: and any other scheme are refused, however they are disguised
 * with case, whitespace or control characters.
 */
export function isSafeUrl(url: string): boolean {
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(url.replace(IGNORED_IN_SCHEME, ''));
  // No scheme: a path, query or fragment of this site.
  return scheme === null || SAFE_SCHEMES.has(scheme[1]!.toLowerCase());
}
