import { readFileSync } from 'node:fs';
import { clockFrom } from './clock';
import { parseShutdownTimeout, SHUTDOWN_HARD_EXIT_MARGIN_MS } from './http/graceful-shutdown';
import { readConfig } from './config';
import { isNewEmbeddedStore, prepareStoreInChild, PREPARE_ONLY_ENV } from './first-start';
import { openPreparedStore, serverLogger, startServer, type FirstContent } from './start';

/**
 * The server as a process: reads its configuration from the environment, prepares the store (a new embedded one in
 * a child, see first-start.ts) with `firstContent` written once, listens, and drains on SIGTERM. The deployable's
 * entry point (composition/server/main.ts) runs it with the demo department's schools as first content.
 */
export async function runServerProcess(options: { firstContent?: FirstContent }): Promise<void> {
  // npm sets the version for its scripts; run directly, the server reads it from the working directory.
  const version = process.env.npm_package_version ?? (JSON.parse(readFileSync('package.json', 'utf8')) as { version: string }).version;
  const config = { ...readConfig(), firstContent: options.firstContent };
  const now = clockFrom(config.seedDate);
  const shutdownTimeoutMs = parseShutdownTimeout(process.env.SHUTDOWN_TIMEOUT_MS);

  if (process.env[PREPARE_ONLY_ENV]) {
    const database = await openPreparedStore(config, now, serverLogger(true));
    await database.close();
    process.exit(0);
  }

  if (isNewEmbeddedStore(config.databaseUrl, config.dataDir)) await prepareStoreInChild();
  const server = await startServer({ ...config, logger: true, version, now });
  server.app.log.info(`Athletics site ${version} on ${server.url} (${server.database.kind})`);

  // #28: SIGTERM (and Ctrl-C) drains: no new connections, live fans told to reconnect elsewhere, in-flight
  // requests finished, the store closed; exit 0 within SHUTDOWN_TIMEOUT_MS (1 when the bound had to cut requests).
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      const log = server.app.log;
      log.info(`Shutting down (${signal}): no new connections; finishing the requests in flight within ${shutdownTimeoutMs} ms`);
      setTimeout(() => {
        log.error(`Shutting down: still not stopped ${shutdownTimeoutMs + SHUTDOWN_HARD_EXIT_MARGIN_MS} ms after ${signal}; exiting`);
        process.exit(1);
      }, shutdownTimeoutMs + SHUTDOWN_HARD_EXIT_MARGIN_MS).unref();
      server.shutdown(shutdownTimeoutMs).then(
        (report) => {
          log.info(`Shutting down: ${report.liveStreams} live streams closed, drained in ${report.drainedMs} ms${report.forced ? ' (the bound cut the requests still in flight)' : ''}`);
          process.exit(report.forced ? 1 : 0);
        },
        (error: unknown) => {
          log.error({ err: error }, 'Shutting down failed');
          process.exit(1);
        },
      );
    });
  }
}
