import type { FastifyInstance } from 'fastify';
import type { ApiDeps } from '../api-deps';
import { registerArchiveRoutes } from '../archives.routes';
import { registerDocumentRoutes } from '../documents.routes';
import { registerImageGalleryRoutes } from '../image-galleries.routes';
import { registerPressClipRoutes } from '../press-clips.routes';
import { registerRssRoutes } from '../rss.routes';
import { registerSearchRoutes } from '../search.routes';
import { registerStoryRoutes } from '../stories.routes';
import { registerTagRoutes } from '../tags.routes';

/** Registers the editorial routes under /api/v2: stories, archives, press clips, tags, documents, RSS, search and image galleries. */
export async function registerEditorialRoutes(app: FastifyInstance, deps: ApiDeps): Promise<void> {
  for (const register of [registerStoryRoutes, registerArchiveRoutes, registerPressClipRoutes, registerTagRoutes, registerDocumentRoutes, registerRssRoutes, registerSearchRoutes, registerImageGalleryRoutes]) {
    await register(app, deps);
  }
}
