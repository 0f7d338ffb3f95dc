import { readFileSync } from 'node:fs';
import { clockFrom } from './clock';
import { readConfig } from './config';
import { startServer } from './start';

const { version } = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { version: string };
const config = readConfig();
const server = await startServer({ ...config, logger: true, version, now: clockFrom(config.seedDate) });
server.app.log.info(`Athletics site ${version} on ${server.url} (${server.database.kind})`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    server.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  });
}
