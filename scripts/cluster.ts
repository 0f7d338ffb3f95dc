/**
 * npm run cluster -- [--instances 3] [--port 8080] [--streams nchan|node]
 *
 * The scaled-out site on one machine (#28): PostgreSQL (DATABASE_URL, or a private one this starts from the
 * system's packages, its data in data/cluster-postgres), `--instances` servers on it (ports port+1...), and nginx
 * in front (deploy/nginx/athletics.conf.template; nginx from the system's packages). The fans' live streams are
 * held by nginx's nchan module (#49, libnginx-mod-nchan), each event published to it once by the instance that
 * stored it; `--streams node` leaves them to the instances. Prints the address; Ctrl-C (or SIGTERM) stops it all:
 * the instances drain, nginx and PostgreSQL stop.
 */
import path from 'node:path';
import { choiceOption, numberOption, readArgs } from './live/args';
import { buildIfChanged, startInstance, stopInstance, type Instance } from './cluster/instances';
import { findNchanModule, findNginx, livePublishUrl, startNginx, type RunningNginx } from './cluster/nginx';
import { answers, startPrivatePostgres, type PrivatePostgres } from './cluster/postgres';

const options = readArgs();
const count = Math.round(numberOption(options, 'instances', 3));
const port = Math.round(numberOption(options, 'port', 8080));
const streams = choiceOption(options, 'streams', ['nchan', 'node']);
const dataDir = path.resolve(process.env.DATA_DIR ?? 'data');

findNginx();
if (streams === 'nchan') findNchanModule();
let postgres: PrivatePostgres | undefined;
let databaseUrl = process.env.DATABASE_URL;
if (databaseUrl) {
  if (!(await answers(databaseUrl))) throw new Error(`PostgreSQL does not answer at DATABASE_URL (${databaseUrl.replace(/\/\/[^@]*@/, '//')}).`);
} else {
  postgres = await startPrivatePostgres(path.join(dataDir, 'cluster-postgres'), port - 1);
  databaseUrl = postgres.url;
  console.log(`PostgreSQL: started from the system's packages on 127.0.0.1:${port - 1} (data in ${path.join(dataDir, 'cluster-postgres')})`);
}

// The front end and server, built when the sources changed (as npm start does).
if (!buildIfChanged(databaseUrl, 'inherit')) process.exit(1);

const instances: Instance[] = [];
let nginx: RunningNginx | undefined;
let stopping = false;
async function stopAll(code: number): Promise<never> {
  stopping = true;
  await nginx?.stop();
  await Promise.all(instances.map((instance) => stopInstance(instance, 'SIGTERM')));
  await postgres?.stop();
  process.exit(code);
}
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => void stopAll(0));

try {
  // One after another: the first migrates and seeds, the others find the store ready.
  for (let index = 1; index <= count; index += 1) {
    const env = streams === 'nchan' ? { LIVE_PUBLISH_URL: livePublishUrl(`http://127.0.0.1:${port}`) } : {};
    const instance = await startInstance({ name: `instance-${index}`, port: port + index, databaseUrl, entry: 'built', log: 'inherit', env });
    instances.push(instance);
    void instance.exited.then((code) => {
      if (!stopping) console.error(`[${instance.name}] exited (${code ?? 'killed'}); nginx sends its requests to the others`);
    });
  }
  nginx = await startNginx({ prefix: path.join(dataDir, 'cluster-nginx'), port, upstreams: instances.map((instance) => `127.0.0.1:${instance.port}`), streams });
  const held = streams === 'nchan' ? 'live streams held by nchan' : 'live streams held by the instances';
  console.log(`\nThe site: ${nginx.url}  (nginx, least_conn, in front of ${count} instance(s) on ports ${port + 1}–${port + count}, ${held}; PostgreSQL ${databaseUrl.replace(/\/\/[^@]*@/, '//')})`);
  console.log('Ctrl-C stops it all.');
} catch (error) {
  console.error((error as Error).message);
  await stopAll(1);
}
