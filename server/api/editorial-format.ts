import type { FastifyRequest } from 'fastify';
import { requestOrigin as originOfRequest } from '../http/request-origin';

/**
 * Shared formatting of the editorial routes. Story times are kept and shown in UTC: the site's
 * story url, `storyPostdate` and the archive all name the same day.
 */

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

const pad = (n: number) => String(n).padStart(2, '0');

/** v2-reference 1.5: `YYYY-MM-DDTHH:mm:ss`, no zone. */
export function wireDateTime(date: Date): string {
  return `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}T${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())}:${pad(date.getUTCSeconds())}`;
}

/** 'November 21, 2026'. */
export function longDate(date: Date): string {
  return `${MONTHS[date.getUTCMonth()]} ${date.getUTCDate()}, ${date.getUTCFullYear()}`;
}

/** spec 2 route `story`: /news/{year}/{month}/{day}/{story_slug}, month and day unpadded. */
export function storyUrl(postDate: Date, filename: string): string {
  return `/news/${postDate.getUTCFullYear()}/${postDate.getUTCMonth() + 1}/${postDate.getUTCDate()}/${filename}`;
}

/** `first-last` for person urls: lower case, letters and digits joined by hyphens. */
export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** The origin the client reached us on, for absolute urls (server/http/request-origin.ts: the answer then varies by host). */
export function requestOrigin(request: FastifyRequest): string {
  return originOfRequest(request);
}

/** An absolute url for a site path or media url; urls that are already absolute pass through. */
export function absolute(origin: string, url: string): string {
  if (/^https?:\/\//i.test(url)) return url;
  if (url.startsWith('//')) return `https:${url}`;
  return `${origin}${url.startsWith('/') ? '' : '/'}${url}`;
}

const XML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Escapes text for HTML or XML content and attribute values. */
export function escapeMarkup(text: string): string {
  return text.replace(/[&<>"']/g, (c) => XML_ESCAPES[c] ?? c);
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", nbsp: ' ' };

/** Plain text of our generated HTML: tags dropped, the entities we write decoded, spaces collapsed. */
export function htmlToText(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_, name: string) => ENTITIES[name] ?? '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Text without control characters (PostgreSQL rejects NUL in text, and none belongs in a search or a path). */
export function isPlainText(text: string): boolean {
  for (const char of text) if (char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f) return false;
  return true;
}
