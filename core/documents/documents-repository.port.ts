import type { SiteDocument } from './site-document';

export interface DocumentsRepository {
  /** The document at a path (the part after /documents/); undefined when there is none or the call fails. */
  byPath(path: string): Promise<SiteDocument | undefined>;
}
