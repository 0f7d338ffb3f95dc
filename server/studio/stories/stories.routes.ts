import type { FastifyInstance } from 'fastify';
import type { StudioDeps } from '../studio-deps';

/** The studio's story routes (/api/studio/stories...). */
export function registerStoryRoutes(studio: FastifyInstance, deps: StudioDeps): void {
  void studio;
  void deps;
}
