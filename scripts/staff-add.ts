/**
 * Creates a staff account in the store the server uses (DATABASE_URL, or the embedded one in DATA_DIR):
 *   npm run staff:add -- --tenant ridgemont --email editor@example.edu --role editor --name "Sports desk"
 * The password comes from STAFF_PASSWORD, or is asked for without echoing it.
 */
import { addStaff, parseAddStaffArgs } from '../server/auth/add-staff-command';
import { readConfig } from '../server/config';
import { withCommandStore } from '../server/store/command-store';
import { askPassword, runCommand } from './command-prompts';

await runCommand(async () => {
  const request = parseAddStaffArgs(process.argv.slice(2));
  const password = process.env.STAFF_PASSWORD ?? (await askPassword());
  return withCommandStore('staff:add', readConfig(), (database) => addStaff(database.db, request, password));
});
