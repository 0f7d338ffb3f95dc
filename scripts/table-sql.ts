/**
 * Prints the CREATE TABLE SQL of the drizzle tables in one file, as a starting point for a new
 * migration: `npm run db:sql -- server/store/tables/stories.ts`. Review it, name tables unqualified,
 * separate statements with `--> statement-breakpoint`, and save it as server/store/migrations/NNNN_name.sql.
 */
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { generateDrizzleJson, generateMigration } from 'drizzle-kit/api';

const file = process.argv[2];
if (!file) {
  console.error('usage: npm run db:sql -- server/store/tables/<feature>.ts');
  process.exit(2);
}
const tables = (await import(pathToFileURL(path.resolve(file)).href)) as Record<string, unknown>;
const statements = await generateMigration(generateDrizzleJson({}), generateDrizzleJson(tables));
console.log(statements.map((statement) => statement.replaceAll('"public".', '')).join('\n--> statement-breakpoint\n'));
