/**
 * Removes a school and everything it owns (docs/schools.md):
 *   npm run school:remove -- --tenant ridgeview [--yes]
 */
import { readConfig } from '../server/config';
import { findSchool, parseRemoveSchoolArgs, removeSchool } from '../server/school/remove-school';
import { withCommandStore } from '../server/store/command-store';
import { askLine, runCommand } from './command-prompts';

await runCommand(async () => {
  const { tenant, yes } = parseRemoveSchoolArgs(process.argv.slice(2));
  return withCommandStore('school:remove', readConfig(), async (database) => {
    const school = await findSchool(database, tenant);
    if (!school) throw new Error(`No school with the key '${tenant}'.`);
    if (!yes && (await askLine(`This removes ${school.name} and everything it owns. Type its key (${tenant}) to confirm: `)) !== tenant) return 'Not removed.';
    return removeSchool(database, tenant);
  });
});
