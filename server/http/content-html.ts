import sanitizeHtml from 'sanitize-html';
import { RICH_TEXT_POLICY } from '../../core/editorial/html-policy';

/**
 * DESIGN 8: HTML from content (story bodies, documents, bios, descriptions, promotions, the splash,
 * the footer) is sanitised as it leaves the store, so every client of the API gets markup that
 * cannot run script, whatever was written into the store. The site sanitises again in the browser.
 *
 * One allow-list: the site's rich-text policy (core/editorial/html-policy.ts), plus `class`, which
 * content uses as a styling hook and a marker (spec 3: an html promotion marked c-mbonvoy).
 */
const policy = RICH_TEXT_POLICY;

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [...policy.elements],
  // Removed with everything inside them, never unwrapped into text: the library's own list (which this replaces) and the policy's.
  nonTextTags: [...new Set(['script', 'style', 'textarea', 'option', 'xmp', ...policy.dropWithContent])],
  allowedAttributes: {
    '*': [...policy.globalAttributes, 'class'],
    ...Object.fromEntries(Object.entries(policy.attributes).map(([element, names]) => [element, [...names]])),
  },
  allowedSchemesAppliedToAttributes: [...policy.urlAttributes],
  // Links to the web, mail and phone; images from the web only. Relative and protocol-relative urls are this site's or the web's.
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowProtocolRelative: true,
  disallowedTagsMode: 'discard',
};

/**
 * The safe HTML of a content field. Text without a `<` cannot hold an element, so it is returned as
 * it is: plain-text bios keep their bytes (an `&` is not turned into `&amp;`).
 */
export function sanitizeContentHtml(html: string): string;
export function sanitizeContentHtml(html: string | null): string | null;
export function sanitizeContentHtml(html: string | null | undefined): string | null | undefined;
export function sanitizeContentHtml(html: string | null | undefined): string | null | undefined {
  if (!html || !html.includes('<')) return html;
  return sanitizeHtml(html, OPTIONS);
}
