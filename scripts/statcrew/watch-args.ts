import { statSync } from 'node:fs';
import path from 'node:path';

/** What the watcher needs to know, read from its command line. */
export interface WatchArgs {
  file: string;
  /** The site's origin, without a trailing slash: https://athletics.example.edu */
  site: string;
  tenant: string;
  gameId: number;
  token: string;
}

export type ArgsOutcome = { kind: 'run'; args: WatchArgs } | { kind: 'help' } | { kind: 'error'; message: string };

export const USAGE = `Sends a live stat file (StatCrew, LiveStats, PrestoSports XML) to the site whenever it changes.

Usage:
  statcrew-watch --file PATH --site URL --tenant KEY --game ID [--token TOKEN]

Options:
  --file PATH     the stat file the software keeps rewriting (e.g. C:\\Stats\\game.xml)
  --site URL      the site's address (https://athletics.example.edu)
  --tenant KEY    the school's tenant key
  --game ID       the game's id on the site (a number)
  --token TOKEN   the stat-crew token (or set STATCREW_TOKEN)
  --help          print this text

Ctrl-C stops it.`;

const VALUE_OPTIONS = ['file', 'site', 'tenant', 'game', 'token'] as const;
type ValueOption = (typeof VALUE_OPTIONS)[number];

const isValueOption = (name: string): name is ValueOption => (VALUE_OPTIONS as readonly string[]).includes(name);

/** `--name value` or `--name=value`; anything else is an error a crew can correct. */
function readOptions(argv: string[]): Map<ValueOption, string> | { help: true } | string {
  const options = new Map<ValueOption, string>();
  for (let index = 0; index < argv.length; index += 1) {
    const arg = argv[index]!;
    if (arg === '--help' || arg === '-h') return { help: true };
    if (!arg.startsWith('--')) return `Unexpected argument '${arg}'.`;
    const equals = arg.indexOf('=');
    const name = arg.slice(2, equals === -1 ? undefined : equals);
    if (!isValueOption(name)) return `Unknown option --${name}.`;
    let value: string | undefined;
    if (equals !== -1) value = arg.slice(equals + 1);
    else {
      value = argv[index + 1];
      if (value === undefined || value.startsWith('--')) return `--${name} needs a value.`;
      index += 1;
    }
    if (options.has(name)) return `--${name} is given twice.`;
    options.set(name, value);
  }
  return options;
}

function siteOrigin(raw: string): string | null {
  try {
    const url = new URL(raw);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    return url.href.replace(/\/+$/, '');
  } catch {
    return null;
  }
}

function isFolder(folder: string): boolean {
  try {
    return statSync(folder).isDirectory();
  } catch {
    return false;
  }
}

/** Reads the command line; the environment supplies the token when --token is absent. */
export function parseWatchArgs(argv: string[], env: NodeJS.ProcessEnv = process.env): ArgsOutcome {
  const read = readOptions(argv);
  if (typeof read === 'string') return { kind: 'error', message: read };
  if (!(read instanceof Map)) return { kind: 'help' };

  const missing = (['file', 'site', 'tenant', 'game'] as const).filter((name) => !read.get(name)?.trim());
  if (missing.length > 0) return { kind: 'error', message: `Missing ${missing.map((name) => `--${name}`).join(', ')}.` };

  const file = path.resolve(read.get('file')!.trim());
  // The file itself may not exist yet (the game has not started); its folder must.
  if (!isFolder(path.dirname(file))) return { kind: 'error', message: `--file: the folder ${path.dirname(file)} does not exist.` };
  if (isFolder(file)) return { kind: 'error', message: `--file: ${file} is a folder; give the stat file itself.` };

  const site = siteOrigin(read.get('site')!.trim());
  if (!site) return { kind: 'error', message: `--site must be an http:// or https:// address, got '${read.get('site')}'.` };

  const rawGame = read.get('game')!.trim();
  const gameId = /^\d{1,15}$/.test(rawGame) ? Number(rawGame) : NaN;
  if (!(gameId > 0)) return { kind: 'error', message: `--game must be the game's number on the site, got '${rawGame}'.` };

  const token = (read.get('token') ?? env.STATCREW_TOKEN ?? '').trim();
  if (!token) return { kind: 'error', message: 'Missing the stat-crew token: give --token or set STATCREW_TOKEN.' };

  return { kind: 'run', args: { file, site, tenant: read.get('tenant')!.trim(), gameId, token } };
}
