import { documentDetailWire, type DocumentDetailWire } from '../../contract/documents';
import type { DocumentsRepository } from '../../core/documents/documents-repository.port';
import type { SiteDocument } from '../../core/documents/site-document';
import type { HttpClient } from '../../core/http/http-client.port';
import type { Logger } from '../../core/platform/logger.port';
import { sanitizeHtml } from '../html/html-sanitizer';
import { getParsedOr } from './get-parsed';

export function toSiteDocument(wire: DocumentDetailWire): SiteDocument {
  return {
    id: wire.documentId,
    title: wire.documentTitle,
    type: wire.documentType,
    path: wire.documentPath,
    description: wire.metadataDescription,
    // DESIGN 8: sanitised here, before it can reach the DOM.
    html: wire.content ? sanitizeHtml(wire.content) : null,
    download_url: wire.downloadUrl,
    unavailable_accessibility: wire.unavailableAccessibility,
    updated: wire.lastUpdated,
  };
}

export class ApiDocumentsRepository implements DocumentsRepository {
  constructor(
    private readonly http: HttpClient,
    private readonly logger: Logger,
  ) {}

  async byPath(path: string): Promise<SiteDocument | undefined> {
    const encoded = path.split('/').map(encodeURIComponent).join('/');
    const wire = await getParsedOr(this.http, this.logger, { path: `/Documents/path/${encoded}` }, documentDetailWire, undefined);
    return wire ? toSiteDocument(wire) : undefined;
  }
}
