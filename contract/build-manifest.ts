import { z } from 'zod';

/** GET /build.json: which build of the site the server serves now (spec 4 site update). */
export const buildManifestWire = z.object({
  /** Changes with every build of the site (a digest of its entry page). */
  build: z.string().min(1),
  version: z.string(),
});
export type BuildManifestWire = z.infer<typeof buildManifestWire>;

export const BUILD_MANIFEST_PATH = '/build.json';
