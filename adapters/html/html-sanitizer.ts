import { headingLevels, isAllowedAttribute, isSafeUrl, RICH_TEXT_POLICY, type HtmlPolicy } from '../../core/editorial/html-policy';

/**
 * DESIGN 8: content HTML is sanitised before it reaches the DOM, even though our server writes
 * safe HTML (the adapters must also work against any backend of the same wire format).
 * The markup is parsed inertly with DOMParser (scripts never run, images never load while
 * parsing), walked, and rebuilt from the allow-list of core/editorial/html-policy.ts.
 */

const ELEMENT_NODE = 1;
const TEXT_NODE = 3;

/** How to parse markup; the browser's DOMParser unless a test or a server render gives another. */
export type HtmlParse = (html: string) => Document;

let installedParse: HtmlParse | null = null;

/**
 * A server render has no DOMParser: its entry installs a DOM implementation's parser here
 * (composition/server/server-html-parser.ts), so fans and crawlers get the same rich text the browser shows.
 */
export function installHtmlParser(parse: HtmlParse): void {
  installedParse = parse;
}

function defaultParse(): HtmlParse | null {
  const Parser = (globalThis as { DOMParser?: typeof DOMParser }).DOMParser;
  return Parser ? (html) => new Parser().parseFromString(`<!doctype html><body>${html}`, 'text/html') : installedParse;
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escapeText = (text: string) => text.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);

/** Without a parser the text is kept and every tag dropped: never unsafe, only plainer. */
function textOnly(html: string): string {
  return escapeText(html.replace(/<(script|style)[\s\S]*?<\/\1\s*>/gi, ' ').replace(/<[^>]*>/g, ' ').replace(/\s+/g, ' ').trim());
}

const HEADING = /^h([1-6])$/;

/** The element name content's heading takes under the policy's heading base. */
function renamer(source: Document, policy: HtmlPolicy): (name: string) => string {
  if (policy.headingBase === null) return (name) => name;
  const found = Array.from(source.body.querySelectorAll('h1, h2, h3, h4, h5, h6'), (heading) => Number(heading.localName.slice(1)));
  const levels = headingLevels(found, policy.headingBase);
  return (name) => {
    const match = HEADING.exec(name);
    return match ? `h${levels.get(Number(match[1])) ?? match[1]}` : name;
  };
}

function cleanChildren(source: Node, target: Node, policy: HtmlPolicy, doc: Document, rename: (name: string) => string): void {
  for (const child of Array.from(source.childNodes)) {
    if (child.nodeType === TEXT_NODE) {
      target.appendChild(doc.createTextNode(child.textContent ?? ''));
      continue;
    }
    if (child.nodeType !== ELEMENT_NODE) continue; // comments, processing instructions
    const element = child as Element;
    const name = element.localName.toLowerCase();
    if (policy.dropWithContent.has(name)) continue;
    if (!policy.elements.has(name)) {
      // Unknown wrappers go; what they hold is cleaned in their place.
      cleanChildren(element, target, policy, doc, rename);
      continue;
    }
    const clean = doc.createElement(rename(name));
    for (const attribute of Array.from(element.attributes)) {
      if (!isAllowedAttribute(policy, name, attribute.name)) continue;
      if (policy.urlAttributes.has(attribute.name.toLowerCase()) && !isSafeUrl(attribute.value)) continue;
      clean.setAttribute(attribute.name.toLowerCase(), attribute.value);
    }
    if (name === 'a' && /^(https?:)?\/\//i.test(clean.getAttribute('href') ?? '')) {
      // spec 2.3: external links open with a safe rel attribute.
      clean.setAttribute('target', '_blank');
      clean.setAttribute('rel', 'noopener noreferrer');
    }
    cleanChildren(element, clean, policy, doc, rename);
    target.appendChild(clean);
  }
}

/** The allow-listed HTML of `html` under `policy` (rich text by default); `parse` null (no parser at all): only the escaped text is kept. */
export function sanitizeHtml(html: string | null | undefined, policy: HtmlPolicy = RICH_TEXT_POLICY, parse: HtmlParse | null = defaultParse()): string {
  if (!html) return '';
  if (!parse) return textOnly(html);
  const source = parse(html);
  const output = parse('');
  const container = output.createElement('div');
  cleanChildren(source.body, container, policy, output, renamer(source, policy));
  return container.innerHTML;
}
