import type { FastifyInstance } from 'fastify';
import { instagramPageWire } from '../../contract/instagram';
import { pagingOf } from '../http/cursor-paging';
import { toPage } from '../http/paging';
import type { ApiDeps } from './api-deps';
import { apiGet } from './api-route';
import { originOf } from './honours-support';
import { instagramPosts, toInstagramPostWire } from './instagram.routes';

/**
 * GET /Instagram · v2.1 (v2-reference 26): the v2 route's store query and item, in the cursor envelope
 * (PageSize, After, Before). The v2 route is registered with the site group, outside v2.1's registrars.
 */
export async function registerInstagramV21Routes(app: FastifyInstance, { db }: ApiDeps): Promise<void> {
  apiGet(
    app,
    { path: '/Instagram', summary: "The school's Instagram posts, newest first", tag: 'Social', response: instagramPageWire, versions: ['v2.1'] },
    async ({ request, tenant }) => {
      const paging = pagingOf(request);
      const { rows, total } = await instagramPosts(db, tenant.id, { limit: paging.pageSize, offset: paging.offset });
      const origin = originOf(request);
      return toPage(rows.map((row) => toInstagramPostWire(row, origin)), total, paging);
    },
  );
}
