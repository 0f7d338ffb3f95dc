import { redirect, type LoaderFunctionArgs } from 'react-router-dom';
import type { DocumentPageData } from '../../core/documents/document-page-data';
import type { DocumentsRepository } from '../../core/documents/documents-repository.port';
import { DocumentsRepositoryToken } from '../../core/documents/documents.tokens';
import { signInPath } from '../../core/info/login-form';
import type { StaffAccessRepository } from '../../core/staff-access/staff-access-repository.port';
import { StaffAccessRepositoryToken } from '../../core/staff-access/staff-access.tokens';
import type { StoriesRepository } from '../../core/stories/stories-repository.port';
import { StoriesRepositoryToken } from '../../core/stories/stories.tokens';
import { sportfileCandidates } from '../../core/stories/story-route';
import type { HIDDEN_ROUTE_NAMES } from '../../core/staff-access/staff-routes';
import { PreviewBanner } from '../../ui/staff-access/preview-banner';
import { PreviewLinks } from '../../ui/staff-access/preview-links';
import { notFoundResponse } from '../loaders';
import type { PageBinding, PageContext } from '../page-family';
import { editorialFamily } from './editorial';
import { editorialPages } from './editorial-pages';
import { formsLoaders } from './forms-loaders';
import { peopleFamily } from './people';
import { peoplePages } from './people-pages';
import { previewContextOf } from './preview-context';
import { protectedSportfile } from './protected-pages';
import { splashFamily } from './splash';
import { splashPages } from './splash-pages';

/** The page with the preview banner above it, its links kept inside the preview. */
function asPreview(routeName: string, load: PageBinding['load']): PageBinding['load'] {
  return async () => {
    const { default: Page } = await load();
    return {
      default: function PreviewPage() {
        return (
          <>
            <PreviewBanner />
            <PreviewLinks routeName={routeName}>
              <Page />
            </PreviewLinks>
          </>
        );
      },
    };
  };
}

/** The staff preview pages (spec 2.1 sign-in routes, DESIGN 8): the public pages on hidden content, for signed-in staff only. */
export function previewPages(context: PageContext) {
  const preview = previewContextOf(context, [peopleFamily, editorialFamily, splashFamily]);
  const people = peoplePages(preview);
  const editorial = editorialPages(preview);
  const forms = formsLoaders(context);
  const formPage = () => import('../../ui/pages/form/form-page');

  /** Nobody signed in: to /login, which brings the member back here (spec 1 and 6). */
  async function signInFirst(request: Request): Promise<Response | null> {
    if (await context.container.get<StaffAccessRepository>(StaffAccessRepositoryToken).current()) return null;
    const url = new URL(request.url);
    return redirect(signInPath(`${url.pathname}${url.search}`));
  }

  const staffOnly = (routeName: (typeof HIDDEN_ROUTE_NAMES)[number], page: PageBinding): PageBinding => ({
    load: asPreview(routeName, page.load),
    loader: async (args) => (await signInFirst(args.request)) ?? (page.loader ? page.loader(args) : null),
  });

  /** spec 2.2 url-cleanup under /hidden: a hidden story's preview, or the hidden document shown in place. */
  async function sportfile({ params, request }: LoaderFunctionArgs): Promise<DocumentPageData | Response> {
    const candidates = sportfileCandidates(params);
    if (!candidates) throw notFoundResponse(new URL(request.url).pathname);
    const story = await preview.container.get<StoriesRepository>(StoriesRepositoryToken).story(candidates.story.day, candidates.story.slug);
    if (story) return redirect(`/hidden${story.url}`);
    for (const path of candidates.documentPaths) {
      const document = await preview.container.get<DocumentsRepository>(DocumentsRepositoryToken).byPath(path);
      if (document) return { document };
    }
    throw notFoundResponse(new URL(request.url).pathname);
  }

  return {
    hidden_roster_list: staffOnly('hidden_roster_list', people.roster_list),
    hidden_roster_bio: staffOnly('hidden_roster_bio', people.roster_bio),
    hidden_story: staffOnly('hidden_story', editorial.story),
    hidden_sportfile: staffOnly('hidden_sportfile', { load: editorial.document.load, loader: sportfile }),
    hidden_splash: staffOnly('hidden_splash', splashPages(preview).splash),
    hidden_forms: staffOnly('hidden_forms', { load: formPage, loader: forms.hiddenForm }),
    protected_sportfile: { load: () => import('../../ui/pages/protected/protected-page'), ...protectedSportfile(context) },
    protected_forms: { load: formPage, loader: forms.protectedForm, action: forms.protectedAction },
  };
}
