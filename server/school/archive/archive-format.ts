import { createHash } from 'node:crypto';
import { gunzipSync } from 'node:zlib';

/** docs/school-archive.md: gzip'd JSON lines, a header, one line per row, a trailer with the hash of all before it. */
export const ARCHIVE_FORMAT = 'athletics-school-archive';
export const ARCHIVE_VERSION = 1;

/** The tenants row, without its id (a restore gives the school a new one). */
export interface ArchivedSchool {
  key: string;
  name: string;
  hosts: string[];
  is_default: boolean;
  settings: Record<string, unknown>;
  state: string;
  /** The school's IANA time zone (absent in archives written before it was stored: the default). */
  time_zone?: string;
}

export interface ArchiveHeader {
  format: typeof ARCHIVE_FORMAT;
  version: number;
  exportedAt: string;
  school: ArchivedSchool;
  /** Rows per table, in the order the rows follow. */
  tables: Record<string, number>;
  /** Columns holding bytes, per table: their values are base64. */
  bytea: Record<string, string[]>;
  withPersonalData: boolean;
}

export type ArchiveRow = Record<string, unknown>;
export interface ArchiveLine {
  table: string;
  row: ArchiveRow;
}
export interface ArchiveTrailer {
  end: true;
  rows: number;
  sha256: string;
}

/** A file a restore refuses; the message is for the person who ran the command. */
export class ArchiveError extends Error {}

/** What a verified archive holds. */
export interface ReadArchive {
  header: ArchiveHeader;
  lines: ArchiveLine[];
}

function parseLine(text: string, at: number): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw new ArchiveError(`The archive was altered or is corrupt: line ${at + 1} is not JSON.`);
  }
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Unzips and checks the whole file before anything is written: format, version, trailer, hash and row counts. */
export function readArchive(bytes: Uint8Array): ReadArchive {
  let text: string;
  try {
    text = gunzipSync(bytes).toString('utf8');
  } catch {
    throw new ArchiveError('This is not a school archive: the file is not gzip data (or its end is cut off).');
  }
  const texts = text.split('\n');
  if (texts.at(-1) === '') texts.pop();
  const header = parseLine(texts[0] ?? '', 0);
  if (!isObject(header) || header.format !== ARCHIVE_FORMAT) throw new ArchiveError(`This is not a school archive: its first line does not name the format '${ARCHIVE_FORMAT}'.`);
  if (typeof header.version !== 'number' || !Number.isInteger(header.version)) throw new ArchiveError('The archive was altered or is corrupt: its header has no format version.');
  if (header.version > ARCHIVE_VERSION) throw new ArchiveError(`This archive is format version ${header.version}; this server reads version ${ARCHIVE_VERSION}. Update the server first.`);
  const last = texts.length > 1 ? parseLine(texts.at(-1)!, texts.length - 1) : null;
  if (!isObject(last) || last.end !== true) throw new ArchiveError('The archive is truncated: it has no end line, so the export did not finish or the file was cut short.');
  const hash = createHash('sha256');
  for (const line of texts.slice(0, -1)) hash.update(`${line}\n`);
  if (hash.digest('hex') !== last.sha256) throw new ArchiveError('The archive was altered or is corrupt: its content does not match the hash in its end line.');
  const lines = texts.slice(1, -1).map((line, index) => parseLine(line, index + 1) as ArchiveLine);
  if (last.rows !== lines.length) throw new ArchiveError(`The archive was altered or is corrupt: its end line counts ${String(last.rows)} rows, it holds ${lines.length}.`);
  const counted = new Map<string, number>();
  for (const line of lines) {
    if (!isObject(line) || typeof line.table !== 'string' || !isObject(line.row)) throw new ArchiveError('The archive was altered or is corrupt: a row line has no table or row.');
    counted.set(line.table, (counted.get(line.table) ?? 0) + 1);
  }
  const tables = isObject(header.tables) ? (header.tables as Record<string, number>) : {};
  for (const name of new Set([...Object.keys(tables), ...counted.keys()])) {
    if ((tables[name] ?? 0) !== (counted.get(name) ?? 0)) throw new ArchiveError(`The archive was altered or is corrupt: its header counts ${tables[name] ?? 0} rows of ${name}, it holds ${counted.get(name) ?? 0}.`);
  }
  return { header: header as unknown as ArchiveHeader, lines };
}
