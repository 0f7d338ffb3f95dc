import { STUDIO_ROUTE_NAMES } from '../../core/studio/studio-routes';
import { lazyPages } from '../lazy-pages';
import type { PageFamily } from '../page-family';

/** Issue 25: the content studio. Its pages, adapters and editor load only on /studio routes (DESIGN 7). */
export const studioFamily: PageFamily = {
  pages: (context) => lazyPages(STUDIO_ROUTE_NAMES, () => import('./studio-pages').then((m) => m.studioPages(context))),
};
