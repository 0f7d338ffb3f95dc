/**
 * Brings a school back from an archive under a new key, all or nothing:
 *   npm run school:restore -- --in ridgemont.archive.jsonl.gz --as ridgemont2 [--hosts a.example.edu,b.example.edu]
 */
import { readConfig } from '../server/config';
import { runRestoreCommand } from '../server/school/archive/archive-commands';

try {
  console.log(await runRestoreCommand(process.argv.slice(2), readConfig()));
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
}
