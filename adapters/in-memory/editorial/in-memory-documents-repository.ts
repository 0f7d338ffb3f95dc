import type { DocumentsRepository } from '../../../core/documents/documents-repository.port';
import type { SiteDocument } from '../../../core/documents/site-document';
import type { InMemoryDeps } from '../demo-source';
import { answerOr } from './in-memory-read';

/** The path a document is asked for by: without the slashes around it, any case. */
export const documentKey = (path: string) => path.replace(/^\/+|\/+$/g, '').toLowerCase();

export class InMemoryDocumentsRepository implements DocumentsRepository {
  constructor(private readonly deps: InMemoryDeps<SiteDocument[]>) {}

  byPath(path: string): Promise<SiteDocument | undefined> {
    return answerOr(this.deps, 'document', undefined, (documents) => {
      const key = documentKey(path);
      return key === '' ? undefined : documents.find((document) => documentKey(document.path) === key);
    });
  }
}
