import { redirect, type LoaderFunctionArgs } from 'react-router-dom';
import type { SplashPageData } from '../../core/splash/splash-content';
import type { SplashRepository } from '../../core/splash/splash-repository.port';
import { splashPathRedirect } from '../../core/splash/splash-rules';
import { SplashRepositoryToken } from '../../core/splash/splash.tokens';
import type { PageContext } from '../page-family';

// Loaded with the splash route, so the site's first load does not carry it (DESIGN 7).

/** The splash family's page: /splash/{splashId} and its loader. */
export function splashPages(context: PageContext) {
  async function splash({ params }: LoaderFunctionArgs): Promise<SplashPageData | Response> {
    const content = await context.container.get<SplashRepository>(SplashRepositoryToken).byId(Number(params.splashId));
    // spec 4: if the splash path has no content, redirect to /.
    const to = splashPathRedirect(content, true);
    if (to !== null || !content) return redirect(to ?? '/');
    return { content };
  }
  return { splash: { load: () => import('../../ui/pages/splash/splash-page'), loader: splash } };
}
