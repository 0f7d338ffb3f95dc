/**
 * What the studio's rich-text editor may produce: a subset of the site's rich-text allow-list
 * (core/editorial/html-policy.ts, which the server's sanitiser applies on write): paragraphs,
 * headings h2–h4 (the page's own h1 is the headline), bold, italic, links, lists and quotes.
 * tests/core/studio/story-rules.test.ts holds it against that policy, so the two never drift.
 */
export const STORY_BODY_ELEMENTS: ReadonlySet<string> = new Set(['p', 'br', 'h2', 'h3', 'h4', 'strong', 'em', 'a', 'ul', 'ol', 'li', 'blockquote']);

/** Attributes the editor writes, by element; a link keeps only its href. */
export const STORY_BODY_ATTRIBUTES: Readonly<Record<string, readonly string[]>> = { a: ['href'] };

export const STORY_HEADING_LEVELS = [2, 3, 4] as const;

/** A link the editor accepts: the web, mail, phone, or a path on this site. */
export function isAllowedLinkHref(href: string): boolean {
  const value = href.trim();
  if (value.startsWith('/') && !value.startsWith('//')) return true;
  return /^(https?:\/\/[^\s]+|mailto:[^\s]+|tel:[+\d][\d\s()-]*)$/i.test(value);
}

/** An empty editor's HTML ('<p></p>') is no body. */
export function isEmptyBody(html: string): boolean {
  return html.replace(/<[^>]*>/g, '').trim() === '';
}
