import type { SiteDocument } from './site-document';

export interface DocumentPageData {
  document: SiteDocument;
}
