/**
 * A new, empty school with its site settings, hosts and one admin account (docs/schools.md):
 *   npm run school:add -- --key ridgeview --name "Ridgeview College" --admin-email ad@ridgeview.edu --colors "#7a1f2b,#f2b632"
 * The admin's password comes from STAFF_PASSWORD, or is asked for without echoing it.
 */
import { clockFrom } from '../server/clock';
import { readConfig } from '../server/config';
import { addSchool, parseAddSchoolArgs } from '../server/school/add-school';
import { withCommandStore } from '../server/store/command-store';
import { askPassword, runCommand } from './command-prompts';

await runCommand(async () => {
  const request = parseAddSchoolArgs(process.argv.slice(2));
  const config = readConfig();
  const password = process.env.STAFF_PASSWORD ?? (await askPassword());
  const added = await withCommandStore('school:add', config, (database) => addSchool(database, request, password, clockFrom(config.seedDate)));
  return [
    `Created ${request.school.name} (${added.key}), served at ${added.hosts.join(', ')}.`,
    `Its admin ${added.adminEmail} signs in at /login on any of those hosts and fills the site at /studio.`,
  ].join('\n');
});
