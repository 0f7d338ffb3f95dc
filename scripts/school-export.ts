/**
 * Writes everything a school owns to one archive file (docs/school-archive.md):
 *   npm run school:export -- --tenant ridgemont --out ridgemont.archive.jsonl.gz [--with-personal-data]
 */
import { readConfig } from '../server/config';
import { runExportCommand } from '../server/school/archive/archive-commands';

try {
  console.log(await runExportCommand(process.argv.slice(2), readConfig()));
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
}
