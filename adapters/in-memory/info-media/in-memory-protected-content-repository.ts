import type { AdapterSet } from '../../../core/backend/adapter-set';
import type { SiteDocument } from '../../../core/documents/site-document';
import type { ProtectedContentRepository, ProtectedDocumentResult } from '../../../core/staff-access/protected-content';
import type { DemoAccess, InMemoryDeps } from '../demo-source';
import { answer } from './info-media-support';
import { seal, unseal, type Sealed } from './sealed-content';

/** The demo's protected documents, each sealed with its access code (./sealed-content). */
export type ProtectedDocumentsData = Array<{ path: string; sealed: Sealed }>;

/** The refusal of a code that opens nothing (the same for an unknown path, so a guess tells nothing). */
export const WRONG_ACCESS_CODE_MESSAGE = 'That access code is not right for this document.';

/** Reads each protected document the demo hands out a code for, with that code, and seals it with it. */
export async function dumpProtectedDocuments(api: AdapterSet, access: DemoAccess): Promise<ProtectedDocumentsData> {
  const documents = await Promise.all(
    access.protectedDocuments.map(async ({ path, accessCode }) => {
      const result = await api.protectedContent.document(path, accessCode);
      return result.kind === 'open' ? [{ path, sealed: await seal(result.document, accessCode) }] : [];
    }),
  );
  return documents.flat();
}

/**
 * Protected documents with no server: a path asks for its code, and only the code the document was
 * sealed with opens it. No staff can sign in here, so a code is the only way in.
 */
export class InMemoryProtectedContentRepository implements ProtectedContentRepository {
  constructor(private readonly deps: InMemoryDeps<ProtectedDocumentsData>) {}

  async document(path: string, accessCode: string | null): Promise<ProtectedDocumentResult> {
    const found = await answer<ProtectedDocumentsData, { sealed?: Sealed } | undefined>(this.deps, 'protected document', undefined, (documents) => ({
      sealed: documents.find((document) => document.path === path)?.sealed,
    }));
    if (!found) return { kind: 'missing' };
    if (!accessCode) return { kind: 'code-needed' };
    const document = found.sealed && (await unseal<SiteDocument>(found.sealed, accessCode));
    return document ? { kind: 'open', document } : { kind: 'refused', message: WRONG_ACCESS_CODE_MESSAGE };
  }
}
