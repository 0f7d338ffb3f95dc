import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from 'react-router-dom';
import type { KeyValueStorage } from '../../core/platform/key-value-storage.port';
import { SessionStorageToken } from '../../core/platform/platform.tokens';
import { ACCESS_CODE_FIELD, accessCodeKey, type ProtectedContentRepository, type ProtectedPageData } from '../../core/staff-access/protected-content';
import { ProtectedContentRepositoryToken } from '../../core/staff-access/staff-access.tokens';
import { sportfileCandidates } from '../../core/stories/story-route';
import { notFoundResponse } from '../loaders';
import type { PageContext } from '../page-family';

/**
 * The access codes of /protected pages (spec 6, our design): the code this tab was given for a
 * page, the page's ask for one (again: a refused code is forgotten), and the access-code form's
 * action, which keeps the code for the tab (session storage) and loads the page again with it.
 */
export function accessCodes(context: PageContext) {
  const storage = () => context.container.get<KeyValueStorage>(SessionStorageToken);
  return {
    given: (pathname: string) => storage().getItem(accessCodeKey(pathname)),
    ask(pathname: string, refusal: string | null): { accessCode: { message: string | null } } {
      if (refusal !== null) storage().removeItem(accessCodeKey(pathname));
      return { accessCode: { message: refusal } };
    },
    async unlock({ request }: ActionFunctionArgs): Promise<Response> {
      const { pathname } = new URL(request.url);
      const code = String((await request.formData()).get(ACCESS_CODE_FIELD) ?? '').trim();
      if (code) storage().setItem(accessCodeKey(pathname), code);
      return redirect(pathname);
    },
  };
}

/** spec 6 protected sport file: the document for staff, or with the access code this tab was given for the page. */
export function protectedSportfile(context: PageContext) {
  const codes = accessCodes(context);
  const protectedContent = () => context.container.get<ProtectedContentRepository>(ProtectedContentRepositoryToken);

  async function loader({ params, request }: LoaderFunctionArgs): Promise<ProtectedPageData> {
    const candidates = sportfileCandidates(params);
    const { pathname } = new URL(request.url);
    if (!candidates) throw notFoundResponse(pathname);
    for (const path of candidates.documentPaths) {
      const result = await protectedContent().document(path, codes.given(pathname));
      if (result.kind === 'open') return { document: result.document };
      if (result.kind === 'code-needed') return codes.ask(pathname, null);
      if (result.kind === 'refused') return codes.ask(pathname, result.message);
    }
    throw notFoundResponse(pathname);
  }

  return { loader, action: codes.unlock };
}
