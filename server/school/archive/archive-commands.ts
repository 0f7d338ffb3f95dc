import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import type { ServerConfig } from '../../config';
import { withCommandStore } from '../../store/command-store';
import { ArchiveError } from './archive-format';
import { exportSchool } from './export-school';
import { restoreSchool } from './restore-school';

type StoreConfig = Pick<ServerConfig, 'databaseUrl' | 'dataDir'>;

function parse(argv: string[], options: Record<string, { type: 'string' | 'boolean' }>): Record<string, string | boolean | undefined> {
  try {
    return parseArgs({ args: argv, options, strict: true }).values;
  } catch (error) {
    throw new ArchiveError((error as Error).message);
  }
}

const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(1)} s`;

/** `school:export -- --tenant <key> --out <file> [--with-personal-data]`; returns what it prints. */
export async function runExportCommand(argv: string[], config: StoreConfig): Promise<string> {
  const values = parse(argv, { tenant: { type: 'string' }, out: { type: 'string' }, 'with-personal-data': { type: 'boolean' } });
  if (typeof values.tenant !== 'string' || typeof values.out !== 'string') throw new ArchiveError('Usage: npm run school:export -- --tenant <key> --out <file> [--with-personal-data]');
  const started = performance.now();
  const result = await withCommandStore('school:export', config, (database) => exportSchool(database, values.tenant as string, { withPersonalData: values['with-personal-data'] === true }));
  writeFileSync(values.out, result.bytes);
  const tables = Object.entries(result.header.tables).filter(([, count]) => count > 0);
  return [
    `Exported ${values.tenant}: ${result.rows} rows of ${tables.length} tables, ${(result.bytes.length / 1_048_576).toFixed(1)} MB, in ${seconds(started)}, to ${values.out}.`,
    result.header.withPersonalData
      ? 'With personal data (form submissions, newsletter sign-ups, push subscriptions): keep the file as safe as the store.'
      : 'Without personal data (give --with-personal-data to include form submissions, newsletter sign-ups and push subscriptions).',
  ].join('\n');
}

/** `school:restore -- --in <file> --as <key> [--hosts a,b]`; returns what it prints. */
export async function runRestoreCommand(argv: string[], config: StoreConfig): Promise<string> {
  const values = parse(argv, { in: { type: 'string' }, as: { type: 'string' }, hosts: { type: 'string' } });
  if (typeof values.in !== 'string' || typeof values.as !== 'string') throw new ArchiveError('Usage: npm run school:restore -- --in <file> --as <key> [--hosts a.example.edu,b.example.edu]');
  let bytes: Buffer;
  try {
    bytes = readFileSync(values.in);
  } catch (error) {
    throw new ArchiveError(`Cannot read ${values.in}: ${(error as Error).message}`);
  }
  const hosts = typeof values.hosts === 'string' ? values.hosts.split(',').map((host) => host.trim()).filter(Boolean) : undefined;
  const started = performance.now();
  const result = await withCommandStore('school:restore', config, (database) => restoreSchool(database, bytes, { as: values.as as string, hosts, fileName: path.basename(values.in as string) }));
  const width = Math.max(...Object.keys(result.counts).map((name) => name.length));
  return [
    ...result.warnings.map((warning) => `Warning: ${warning}`),
    ...Object.entries(result.counts).map(([name, count]) => `  ${name.padEnd(width)} ${count}`),
    ...(result.withPersonalData ? [] : ['The archive holds no personal data: no form submissions, newsletter sign-ups or push subscriptions were restored.']),
    `Restored ${values.as} (school id ${result.tenantId}, hosts ${result.hosts.join(', ') || 'none'}): ${Object.values(result.counts).reduce((a, b) => a + b, 0)} rows in ${seconds(started)}.`,
  ].join('\n');
}
