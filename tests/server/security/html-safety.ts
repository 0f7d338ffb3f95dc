import { createRequire } from 'node:module';

// jsdom (a dev dependency) ships no type declarations: loaded untyped and given the shape used here.
type Jsdom = new (markup: string, options: { virtualConsole: object }) => { window: { document: Document } };
const { JSDOM, VirtualConsole } = createRequire(import.meta.url)('jsdom') as { JSDOM: Jsdom; VirtualConsole: new () => object };

/** A browser's parse of a page: jsdom's own complaints (a stylesheet it cannot parse) are not findings. */
const parse = (html: string) => new JSDOM(html, { virtualConsole: new VirtualConsole() }).window.document;

/**
 * Elements that run, load or restyle anything, or change where the page's urls and forms go; and
 * those whose content a browser parses as text or markup depending on context (parsers disagree there).
 */
const FORBIDDEN_ELEMENTS = new Set([
  'script', 'iframe', 'frame', 'frameset', 'object', 'embed', 'applet', 'base', 'meta', 'link', 'form', 'style', 'svg', 'math', 'template', 'portal',
  'noscript', 'noembed', 'noframes', 'xmp', 'plaintext', 'textarea', 'title',
]);
/** Frames content may hold, if a policy ever allows them: video players only. */
const FRAME_HOSTS = ['https://www.youtube-nocookie.com/', 'https://www.youtube.com/embed/'];
const URL_ATTRIBUTES = new Set(['href', 'src', 'action', 'formaction', 'xlink:href', 'data', 'background', 'lowsrc', 'dynsrc', 'poster', 'cite', 'codebase', 'srcset', 'to', 'from', 'values']);
const SCRIPT_SCHEMES = ['javascript:', 'vbscript:', 'livescript:', 'data:'];
/** data: urls an image may show (no SVG: it can carry script). */
const IMAGE_DATA = /^data:image\/(png|gif|jpe?g|webp);/;
// Browsers skip ASCII whitespace and control characters in a url's scheme.
// eslint-disable-next-line no-control-regex
const IGNORED_IN_URL = /[\u0000-\u0020\u007f-\u009f]/g;
const STYLE_SCRIPT = /expression|javascript:|vbscript:|behavior|binding|@import|url\(/i;

const cssEscape = (hex: string) => {
  const code = parseInt(hex, 16);
  return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '\ufffd';
};

/** A style as CSS reads it: comments dropped, escapes decoded. */
function cssText(style: string): string {
  return style.replace(/\/\*[\s\S]*?\*\//g, '').replace(/\\([0-9a-f]{1,6})\s?|\\(.)/gi, (_, hex: string | undefined, char: string | undefined) => (hex ? cssEscape(hex) : (char ?? '')));
}

/**
 * What in `html` could run script, as a browser parses it: forbidden elements, event handler
 * attributes, script in styles, and urls with a script scheme (the parser has decoded character
 * references; whitespace and control characters are dropped before the scheme is read).
 */
export function unsafeFindings(html: string): string[] {
  const document = parse(`<!doctype html><html><head></head><body>${html}</body></html>`);
  const findings: string[] = [];
  for (const element of Array.from(document.querySelectorAll('*'))) {
    const name = element.localName.toLowerCase();
    const src = element.getAttribute('src') ?? '';
    if (FORBIDDEN_ELEMENTS.has(name) && !(name === 'iframe' && FRAME_HOSTS.some((host) => src.startsWith(host)))) findings.push(`<${name}>`);
    for (const attribute of Array.from(element.attributes)) {
      const attributeName = attribute.name.toLowerCase();
      const value = attribute.value.replace(IGNORED_IN_URL, '').toLowerCase();
      if (attributeName.startsWith('on')) findings.push(`${name}[${attributeName}]`);
      if (attributeName === 'srcdoc') findings.push(`${name}[srcdoc]`);
      if (attributeName === 'style' && STYLE_SCRIPT.test(cssText(attribute.value))) findings.push(`${name}[style=${attribute.value}]`);
      if (!URL_ATTRIBUTES.has(attributeName)) continue;
      const urls = attributeName === 'srcset' ? value.split(',') : [value];
      const imageData = name === 'img' && attributeName === 'src' && IMAGE_DATA.test(value);
      if (!imageData && urls.some((url) => SCRIPT_SCHEMES.some((scheme) => url.startsWith(scheme)))) findings.push(`${name}[${attributeName}=${attribute.value}]`);
    }
  }
  return findings;
}

/** The markup as a browser reads it: parsed and serialised again, so equal documents compare equal. */
export function parsedMarkup(html: string): string {
  return parse(`<!doctype html><body>${html}`).body.innerHTML;
}
