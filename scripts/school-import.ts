/**
 * Pulls a school from a server speaking /api/v2 into the store the server uses (DATABASE_URL, or DATA_DIR's PGlite):
 *   npm run school:import -- --from http://host/api/v2 --tenant ridgemont --as ridgemont2 [--concurrency 4] [--sync] [--report file]
 */
import { parseArgs } from 'node:util';
import { readConfig } from '../server/config';
import { importSchool } from '../server/school/import/import-school';
import { streamProgress } from '../server/school/import/import-progress';
import { withCommandStore } from '../server/store/command-store';

try {
  const { values } = parseArgs({
    args: process.argv.slice(2),
    options: { from: { type: 'string' }, tenant: { type: 'string' }, as: { type: 'string' }, concurrency: { type: 'string' }, sync: { type: 'boolean' }, report: { type: 'string' } },
  });
  if (!values.from || !values.tenant || !values.as) throw new Error('Usage: npm run school:import -- --from <v2 base URL> --tenant <their key> --as <our key> [--concurrency 4] [--sync] [--report <file>]');
  const concurrency = Number(values.concurrency ?? 4);
  if (!Number.isInteger(concurrency) || concurrency < 1 || concurrency > 32) throw new Error('--concurrency must be a whole number from 1 to 32.');
  const options = { from: values.from, tenant: values.tenant, as: values.as, concurrency, sync: values.sync ?? false, progress: streamProgress(process.stdout) };
  const started = performance.now();
  const result = await withCommandStore('school:import', readConfig(), (database) => importSchool(database, options));
  const reportFile = values.report ?? `import-report-${values.as}.json`;
  await result.report.write(reportFile, { from: values.from, tenant: values.tenant, as: values.as });
  console.log(result.message);
  console.log(`${result.requests} requests in ${((performance.now() - started) / 1000).toFixed(1)} s; report: ${reportFile} (${result.report.entries.length} entries).`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
}
