import type { SiteDocument } from '../documents/site-document';

/** spec 6 /protected pages, as we design them: staff see them; others need the access code the department hands out. */
export type ProtectedDocumentResult =
  | { kind: 'open'; document: SiteDocument }
  | { kind: 'code-needed' }
  /** A wrong code, or too many tries: the server's message says which. */
  | { kind: 'refused'; message: string }
  | { kind: 'missing' };

export interface ProtectedContentRepository {
  /** The protected document at a path, opened by a staff session or by `accessCode`. */
  document(path: string, accessCode: string | null): Promise<ProtectedDocumentResult>;
}

/** Loader data of a protected page: its content, or the access-code form (with why the last code failed). */
export type ProtectedPageData = { document: SiteDocument } | { accessCode: { message: string | null } };

/** The form field of the code, and where this browser session keeps the code given for a page. */
export const ACCESS_CODE_FIELD = 'accessCode';
export const accessCodeKey = (pathname: string) => `protected-access-code:${pathname}`;
