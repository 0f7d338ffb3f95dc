import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from 'react-router-dom';
import type { KeyValueStorage } from '../../core/platform/key-value-storage.port';
import { SessionStorageToken } from '../../core/platform/platform.tokens';
import { ACCESS_CODE_FIELD, accessCodeKey, type ProtectedContentRepository, type ProtectedPageData } from '../../core/staff-access/protected-content';
import { ProtectedContentRepositoryToken } from '../../core/staff-access/staff-access.tokens';
import { sportfileCandidates } from '../../core/stories/story-route';
import { notFoundResponse } from '../loaders';
import type { PageContext } from '../page-family';

/** spec 6 protected sport file (our design): its loader, and the action of its access-code form. */
export function protectedSportfile(context: PageContext) {
  const accessCodes = () => context.container.get<KeyValueStorage>(SessionStorageToken);
  const protectedContent = () => context.container.get<ProtectedContentRepository>(ProtectedContentRepositoryToken);

  /** spec 6 protected sport file: the document for staff or with the access code this tab was given for the page. */
  async function loader({ params, request }: LoaderFunctionArgs): Promise<ProtectedPageData> {
    const candidates = sportfileCandidates(params);
    const { pathname } = new URL(request.url);
    if (!candidates) throw notFoundResponse(pathname);
    const code = accessCodes().getItem(accessCodeKey(pathname));
    for (const path of candidates.documentPaths) {
      const result = await protectedContent().document(path, code);
      if (result.kind === 'open') return { document: result.document };
      if (result.kind === 'code-needed') return { accessCode: { message: null } };
      if (result.kind === 'refused') {
        accessCodes().removeItem(accessCodeKey(pathname));
        return { accessCode: { message: result.message } };
      }
    }
    throw notFoundResponse(pathname);
  }

  return { loader, action: protectedUnlock(context) };
}

/** The access-code form of a /protected page (sport file or form): the code is kept for this tab (session storage), then the page loads again with it. */
export function protectedUnlock(context: PageContext) {
  return async ({ request }: ActionFunctionArgs): Promise<Response> => {
    const { pathname } = new URL(request.url);
    const code = String((await request.formData()).get(ACCESS_CODE_FIELD) ?? '').trim();
    if (code) context.container.get<KeyValueStorage>(SessionStorageToken).setItem(accessCodeKey(pathname), code);
    return redirect(pathname);
  };
}
