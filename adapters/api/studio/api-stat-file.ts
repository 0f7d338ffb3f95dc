import { statFileResultWire } from '../../../contract/studio/stat-file';
import type { StatFileOptions, StatFileOutcome, StatFileReading } from '../../../core/studio/schedule/stat-file';
import type { StudioHttp } from './studio-http';

// Fastify's own refusals of a body carry no studio words when a proxy in front answers instead.
const STATUS_WORDS: Record<number, string> = {
  413: 'The file is too large to upload. A stat crew’s XML file is usually well under a megabyte.',
  415: 'The server did not take this kind of file. Choose the stat crew’s XML file.',
};

/** The server's answer read with the contract's schema; null when it is not one. */
export function statFileReading(value: unknown): StatFileReading | null {
  const parsed = statFileResultWire.safeParse(value);
  return parsed.success ? parsed.data : null;
}

/** The query of POST /games/{id}/stat-file (contract statFileQuery): only what is asked for. */
export function statFileQueryOf(options: StatFileOptions): Record<string, string> {
  return { ...(options.dryRun ? { dryRun: '1' } : {}), ...(options.side ? { side: options.side } : {}), ...(options.final ? { final: '1' } : {}) };
}

const errorOf = (body: unknown) => (body as { error?: { code?: unknown; message?: unknown } } | null)?.error;

/** POST /api/studio/games/{id}/stat-file with the file itself as an application/xml body; the server's question about the school's side apart, its answer read by StudioHttp's rules. */
export class ApiStatFile {
  constructor(private readonly http: StudioHttp) {}

  async send(gameId: number, file: Blob, options: StatFileOptions): Promise<StatFileOutcome> {
    const answer = await this.http.call({ method: 'POST', path: `/games/${gameId}/stat-file`, query: statFileQueryOf(options), file: { body: file, contentType: 'application/xml' } });
    const error = errorOf(answer.body);
    if (answer.status === 422 && error?.code === 'side_unknown') {
      return { kind: 'side-unknown', message: typeof error.message === 'string' ? error.message : 'Say which side of the file is the school.' };
    }
    const words = STATUS_WORDS[answer.status];
    if (words && typeof error?.message !== 'string') return { kind: 'failed', message: words };
    return this.http.outcome(answer, statFileReading);
  }
}
