import { apiErrorWire } from '../../contract/errors';
import { documentDetailWire } from '../../contract/documents';
import { HttpError, type HttpClient } from '../../core/http/http-client.port';
import type { Logger } from '../../core/platform/logger.port';
import type { ProtectedContentRepository, ProtectedDocumentResult } from '../../core/staff-access/protected-content';
import { toSiteDocument } from './api-documents-repository';

const ACCESS_CODE_HEADER = 'x-access-code';

/** GET /Protected/Documents/path/*: the code travels in a header, never in the URL. */
export class ApiProtectedContentRepository implements ProtectedContentRepository {
  constructor(
    private readonly http: HttpClient,
    private readonly logger: Logger,
  ) {}

  async document(path: string, accessCode: string | null): Promise<ProtectedDocumentResult> {
    const encoded = path.split('/').map(encodeURIComponent).join('/');
    try {
      const response = await this.http.request({ path: `/Protected/Documents/path/${encoded}`, headers: accessCode ? { [ACCESS_CODE_HEADER]: accessCode } : {} });
      const wire = documentDetailWire.safeParse(response.body);
      if (wire.success) return { kind: 'open', document: toSiteDocument(wire.data) };
      this.logger.error('Unexpected response shape from /Protected/Documents/path', wire.error.issues.slice(0, 5));
      return { kind: 'missing' };
    } catch (error) {
      if (!(error instanceof HttpError)) return { kind: 'missing' };
      if (error.status === 401) return { kind: 'code-needed' };
      const refusal = apiErrorWire.safeParse(error.body).data;
      if ((error.status === 403 || error.status === 429) && refusal) return { kind: 'refused', message: refusal.error.message };
      return { kind: 'missing' };
    }
  }
}
