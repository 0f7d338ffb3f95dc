/**
 * Creates a staff account in the store the server uses (DATABASE_URL, or the embedded one in DATA_DIR):
 *   npm run staff:add -- --tenant ridgemont --email editor@example.edu --role editor --name "Sports desk"
 * The password comes from STAFF_PASSWORD, or is asked for without echoing it.
 */
import { createInterface } from 'node:readline';
import { addStaff, parseAddStaffArgs } from '../server/auth/add-staff-command';
import { readConfig } from '../server/config';
import { withCommandStore } from '../server/store/command-store';

function askPassword(): Promise<string> {
  return new Promise((resolve) => {
    const rl = createInterface({ input: process.stdin, output: process.stdout, terminal: true });
    const output = rl as unknown as { _writeToOutput: (text: string) => void };
    const write = output._writeToOutput.bind(rl);
    output._writeToOutput = (text) => write(text.startsWith('Password') ? text : '');
    rl.question('Password: ', (answer) => {
      rl.close();
      process.stdout.write('\n');
      resolve(answer);
    });
  });
}

try {
  const request = parseAddStaffArgs(process.argv.slice(2));
  const password = process.env.STAFF_PASSWORD ?? (await askPassword());
  console.log(await withCommandStore('staff:add', readConfig(), (database) => addStaff(database.db, request, password)));
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
}
