import { readFileSync } from 'node:fs';
import { clockFrom } from './clock';
import { readConfig } from './config';
import { isNewEmbeddedStore, prepareStoreInChild, PREPARE_ONLY_ENV } from './first-start';
import { openPreparedStore, serverLogger, startServer } from './start';

// npm sets the version for its scripts; run directly, the server reads it from the working directory.
const version = process.env.npm_package_version ?? (JSON.parse(readFileSync('package.json', 'utf8')) as { version: string }).version;
const config = readConfig();
const now = clockFrom(config.seedDate);

if (process.env[PREPARE_ONLY_ENV]) {
  const database = await openPreparedStore(config, now, serverLogger(true));
  await database.close();
  process.exit(0);
}

if (isNewEmbeddedStore(config.databaseUrl, config.dataDir)) await prepareStoreInChild();
const server = await startServer({ ...config, logger: true, version, now });
server.app.log.info(`Athletics site ${version} on ${server.url} (${server.database.kind})`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    server.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  });
}
