import { messageErrorWire } from '../../contract/errors';
import { publicationsWire, publicationWire } from '../../contract/publications';
import { HttpError, type HttpClient } from '../../core/http/http-client.port';
import type { Logger } from '../../core/platform/logger.port';
import type { PublicationLookup, PublicationsShelf } from '../../core/publications/publication';
import type { PublicationsRepository } from '../../core/publications/publications-repository.port';
import { toPublication, toPublicationsShelf } from './publications-mapper';

/** v2-reference 1.4 and 32: a school without publications answers 404 with `{ Message }`. */
function isNotConfigured(error: unknown): boolean {
  return error instanceof HttpError && error.status === 404 && messageErrorWire.safeParse(error.body).success;
}

/**
 * Publications read the status, not only the body: '404 with a Message' is a school without
 * publications (an empty shelf), a plain 404 on one slug is a missing publication.
 */
export class ApiPublicationsRepository implements PublicationsRepository {
  constructor(
    private readonly http: HttpClient,
    private readonly logger: Logger,
  ) {}

  async shelf(): Promise<PublicationsShelf> {
    try {
      const response = await this.http.request({ path: '/Publications' });
      const parsed = publicationsWire.safeParse(response.body);
      if (parsed.success) return toPublicationsShelf(parsed.data);
      this.logger.error('Unexpected response shape from /Publications', parsed.error.issues.slice(0, 5));
    } catch (error) {
      if (isNotConfigured(error)) return { kind: 'none' };
      this.logger.error('Request to /Publications failed', error);
    }
    // spec 8: a failing call shows the empty shelf, never a blank page.
    return { kind: 'none' };
  }

  async bySlug(slug: string): Promise<PublicationLookup> {
    const path = `/Publications/${encodeURIComponent(slug)}`;
    try {
      const response = await this.http.request({ path });
      const parsed = publicationWire.safeParse(response.body);
      if (parsed.success) return { kind: 'found', publication: toPublication(parsed.data) };
      this.logger.error(`Unexpected response shape from ${path}`, parsed.error.issues.slice(0, 5));
    } catch (error) {
      if (isNotConfigured(error)) return { kind: 'none' };
      if (!(error instanceof HttpError && error.status === 404)) this.logger.error(`Request to ${path} failed`, error);
    }
    return { kind: 'missing' };
  }
}
