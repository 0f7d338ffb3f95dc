import type { ActionFunctionArgs, LoaderFunctionArgs } from 'react-router-dom';
import type { FormAccess, FormPageData, SubmissionPost, SubmissionsView } from '../../core/forms/form-page-data';
import { submissionsCsvPath, type FormLookup, type FormsRepository, type SubmissionResult } from '../../core/forms/forms-repository.port';
import { FormsRepositoryToken } from '../../core/forms/forms.tokens';
import { PAGE_SIZE, pageIndexFrom } from '../../core/paging/paging';
import type { BootConfig } from '../../core/settings/boot-config';
import { BootConfigToken } from '../../core/settings/settings.tokens';
import type { PageContext } from '../page-family';
import { accessCodes } from './protected-pages';

/** The submission's answers as the page posted them, or null when the body is not one. */
async function submissionOf(request: Request): Promise<SubmissionPost | null> {
  try {
    const body = (await request.json()) as Partial<SubmissionPost> | null;
    if (!body || typeof body.values !== 'object' || body.values === null || typeof body.idempotencyKey !== 'string') return null;
    return { values: body.values, website: typeof body.website === 'string' ? body.website : '', idempotencyKey: body.idempotencyKey };
  } catch {
    return null;
  }
}

const NOT_SENT: SubmissionResult = { kind: 'failed', message: 'Your answers could not be read. Please try again.' };

/** spec 2.1 forms, hidden_forms, protected_forms: the loaders of a school's form and the action its send posts to. */
export function formsLoaders(context: PageContext) {
  const forms = () => context.container.get<FormsRepository>(FormsRepositoryToken);
  const codes = accessCodes(context);

  function pageData(lookup: FormLookup, access: FormAccess, pathname: string): FormPageData {
    switch (lookup.kind) {
      case 'found':
        return { kind: 'form', access, ...lookup.form };
      case 'code-needed':
        return codes.ask(pathname, null);
      case 'refused':
        return codes.ask(pathname, lookup.message);
      default:
        // spec 8: a form that does not exist or could not load keeps the 'not available' page.
        return { kind: 'unavailable' };
    }
  }

  async function publicForm({ params, request }: LoaderFunctionArgs): Promise<FormPageData> {
    return pageData(await forms().form(params.id ?? ''), 'public', new URL(request.url).pathname);
  }

  async function protectedForm({ params, request }: LoaderFunctionArgs): Promise<FormPageData> {
    const { pathname } = new URL(request.url);
    return pageData(await forms().protectedForm(params.id ?? '', codes.given(pathname)), 'protected', pathname);
  }

  /** Staff (the route checks the session first): the hidden form and a page of its submissions (?page=, from 1). */
  async function hiddenForm({ params, request }: LoaderFunctionArgs): Promise<FormPageData> {
    const id = params.id ?? '';
    const url = new URL(request.url);
    const pageIndex = pageIndexFrom(url.searchParams.get('page'));
    const [lookup, stored] = await Promise.all([forms().hiddenForm(id), forms().submissions(id, { pageIndex, pageSize: PAGE_SIZE })]);
    const data = pageData(lookup, 'preview', url.pathname);
    if (!('kind' in data) || data.kind !== 'form') return data;
    // A link cannot send the tenant header, so the school travels in the query.
    const { apiBase, tenant } = context.container.get<BootConfig>(BootConfigToken);
    const csvUrl = `${apiBase.replace(/\/$/, '')}${submissionsCsvPath(id)}?tenant=${encodeURIComponent(tenant)}`;
    const submissions: SubmissionsView = { page: stored.kind === 'found' ? stored.page : null, csvUrl };
    return { ...data, submissions };
  }

  const submitTo =
    (access: 'public' | 'protected') =>
    async ({ params, request }: ActionFunctionArgs): Promise<SubmissionResult> => {
      const post = await submissionOf(request);
      if (!post) return NOT_SENT;
      const accessCode = access === 'protected' ? codes.given(new URL(request.url).pathname) : null;
      return forms().submit(params.id ?? '', { ...post, accessCode }, access);
    };

  /** The protected form's page takes two posts: its access code (a form post) and the answers (JSON). */
  async function protectedAction(args: ActionFunctionArgs): Promise<Response | SubmissionResult> {
    const json = args.request.headers.get('content-type')?.includes('application/json') ?? false;
    return json ? submitTo('protected')(args) : codes.unlock(args);
  }

  return { publicForm, protectedForm, hiddenForm, submitPublic: submitTo('public'), protectedAction };
}
