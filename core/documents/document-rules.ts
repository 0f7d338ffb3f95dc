import type { SiteDocument } from './site-document';

const MAX_PATH = 300;
const SEGMENT = /^[a-z0-9][a-z0-9._-]*$/;

/**
 * The document path of /documents/{any remaining path}: segments without the slashes around
 * them, lower case. Undefined when it cannot name a document (empty, too long, '..' or odd characters).
 */
export function documentPathFrom(splat: string | undefined): string | undefined {
  const path = (splat ?? '').replace(/^\/+|\/+$/g, '').toLowerCase();
  if (path === '' || path.length > MAX_PATH) return undefined;
  const segments = path.split('/');
  return segments.every((segment) => SEGMENT.test(segment) && !/^\.+$/.test(segment)) ? path : undefined;
}

// spec 2.1 document: /documents/{path}.
export function documentPagePath(path: string): string {
  return `/documents/${path}`;
}

/** A file to download (a PDF, ...) rather than a page to read. */
export function isFileDocument(document: Pick<SiteDocument, 'type' | 'html'>): boolean {
  return document.type.toLowerCase() !== 'html' || document.html === null;
}

/** 'PDF' for the link text of a file document. */
export function fileTypeLabel(document: Pick<SiteDocument, 'type'>): string {
  return document.type.trim().toUpperCase() || 'File';
}
