import { media } from '../server/store/tables/foundation';
import type { ContentWriteDeps } from '../server/studio/content-write';
import { uploadMediaFiles } from '../server/studio/media/media-commands';
import { DEMO_ACTOR } from './demo-writes';

/** A file the demo serves at a fixed address that its content names. */
export interface DemoMediaFile {
  path: string;
  body: string | Buffer;
  /** An SVG drawing unless given. */
  contentType?: string;
  /** What the picture shows, for people who cannot see it: required of an image, as the studio requires it. */
  alt?: string;
}

const SVG = 'image/svg+xml';

/**
 * Types the studio's upload refuses that the demo still serves: its drawings (SVG, refused since a drawing can carry
 * script: server/studio/media/media-sniffing.ts) and the tag manager's sample script. These cannot pass the upload's
 * checks, so they are stored as files, inside the part's write; every other file goes through the upload's batch form.
 */
const REFUSED_BY_THE_STUDIO = new Set([SVG, 'text/javascript']);

const typeOf = (file: DemoMediaFile) => file.contentType ?? SVG;

/** The files in runs of consecutive files that take the same way in, so the library's ids keep the files' order. */
function runsOf(files: readonly DemoMediaFile[]): DemoMediaFile[][] {
  const runs: DemoMediaFile[][] = [];
  files.forEach((file, index) => {
    const refused = REFUSED_BY_THE_STUDIO.has(typeOf(file));
    if (index > 0 && refused === REFUSED_BY_THE_STUDIO.has(typeOf(files[index - 1]!))) runs.at(-1)!.push(file);
    else runs.push([file]);
  });
  return runs;
}

/**
 * Stores a school's files at their addresses: photos and documents through the studio's upload (uploadMediaFiles: the
 * type from the bytes, the alt text, version 1 and an audit row each), drawings and scripts as files. An image without
 * alt text is refused either way.
 */
export async function storeDemoMedia(commands: ContentWriteDeps, tenantId: number, files: readonly DemoMediaFile[]): Promise<void> {
  const silent = files.find((file) => typeOf(file).startsWith('image/') && !file.alt?.trim());
  if (silent) throw new Error(`The demo's image ${silent.path} has no alt text.`);
  for (const run of runsOf(files)) {
    if (REFUSED_BY_THE_STUDIO.has(typeOf(run[0]!))) {
      await commands.db.insert(media).values(run.map((file) => ({ tenantId, path: file.path, contentType: typeOf(file), body: Buffer.from(file.body), altText: file.alt?.trim() ?? '' })));
      continue;
    }
    const stored = await uploadMediaFiles(commands, tenantId, DEMO_ACTOR, run.map((file) => ({ path: file.path, body: Buffer.from(file.body), alt: file.alt })));
    // The site serves a file with the type its bytes show: it must be the one the demo's content expects.
    const changed = stored.find((item, index) => item.contentType !== typeOf(run[index]!));
    if (changed) throw new Error(`The demo's file ${changed.path} is ${changed.contentType}, not ${typeOf(run[stored.indexOf(changed)]!)}.`);
  }
}
