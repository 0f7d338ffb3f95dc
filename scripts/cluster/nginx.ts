import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { waitFor } from './wait';

/** deploy/nginx's site configuration, rendered for the instances `npm run cluster` starts. */
export const NGINX_TEMPLATE = path.resolve('deploy/nginx/athletics.conf.template');
/** Who holds the fans' live streams: the instances (deploy/nginx/live/node.conf) or nginx's nchan module (#49). */
export type LiveStreams = 'node' | 'nchan';
const NODE_STREAMS_CONF = path.resolve('deploy/nginx/live/node.conf');
const NCHAN_TEMPLATE = path.resolve('deploy/nginx/live/nchan.conf.template');
/** Where Debian's libnginx-mod-nchan puts the module, or NCHAN_MODULE. */
const NCHAN_MODULES = ['/usr/lib/nginx/modules/ngx_nchan_module.so', '/usr/share/nginx/modules/ngx_nchan_module.so'];

/** nginx's nchan module from the system's packages (`apt-get install -y libnginx-mod-nchan`), or NCHAN_MODULE. */
export function findNchanModule(env: NodeJS.ProcessEnv = process.env): string {
  const found = [env.NCHAN_MODULE, ...NCHAN_MODULES].find((candidate): candidate is string => Boolean(candidate) && existsSync(candidate!));
  if (!found) throw new Error("nginx's nchan module is not installed: install it from the system packages (Debian/Ubuntu: `sudo apt-get install -y libnginx-mod-nchan`) or set NCHAN_MODULE to its path.");
  return found;
}

/** The address the instances publish to when nginx on `nginxUrl` holds the streams (their LIVE_PUBLISH_URL). */
export function livePublishUrl(nginxUrl: string): string {
  return `${nginxUrl}/_live/publish`;
}

/** nginx from the system's packages (`apt-get install -y nginx`), or NGINX. */
export function findNginx(env: NodeJS.ProcessEnv = process.env): string {
  const candidates = [env.NGINX, '/usr/sbin/nginx', '/usr/local/sbin/nginx', '/usr/bin/nginx'].filter((candidate): candidate is string => Boolean(candidate));
  const found = candidates.find((candidate) => existsSync(candidate));
  if (!found) throw new Error('nginx is not installed: install it from the system packages (Debian/Ubuntu: `sudo apt-get install -y nginx`) or set NGINX to its path.');
  return found;
}

export interface NginxSite {
  /** What nginx listens on: a port, or host:port. */
  listen: string;
  /** The instances, as host:port. */
  upstreams: string[];
  cacheDir: string;
  /** The file athletics.conf.template includes for the live streams (ATHLETICS_LIVE_CONF). */
  liveConf: string;
}

/**
 * The requests' upstream servers: each instance with failure marks, then each again as a backup without them. A
 * marked instance is skipped for fail_timeout; when every instance is marked (one lost, the other slow to accept
 * while the lost one's fans arrive), the backups still take requests instead of nginx answering 502 "no live
 * upstreams" until a mark expires.
 */
export function requestUpstreams(upstreams: readonly string[]): string[] {
  return [...upstreams.map((upstream) => `server ${upstream} max_fails=3 fail_timeout=5s;`), ...upstreams.map((upstream) => `server ${upstream} max_fails=0 backup;`)];
}

/** The template with its three values filled in (what envsubst does in the nginx container image). */
export function renderSiteConfig(site: NginxSite, template = readFileSync(NGINX_TEMPLATE, 'utf8')): string {
  const values: Record<string, string> = {
    ATHLETICS_LISTEN: site.listen,
    ATHLETICS_UPSTREAMS: requestUpstreams(site.upstreams).join('\n    '),
    ATHLETICS_STREAM_UPSTREAMS: site.upstreams.map((upstream) => `server ${upstream} max_fails=0;`).join('\n    '),
    ATHLETICS_CACHE_DIR: site.cacheDir,
    ATHLETICS_LIVE_CONF: site.liveConf,
  };
  return template.replace(/\$\{(ATHLETICS_[A-Z_]+)\}/g, (whole, name: string) => values[name] ?? whole);
}

/** The open-file limit a worker may raise itself to: 65536, or this machine's hard limit when lower. */
function openFileLimit(): number {
  const hard = Number(spawnSync('sh', ['-c', 'ulimit -Hn'], { encoding: 'utf8' }).stdout.trim());
  return Number.isFinite(hard) && hard > 0 ? Math.min(65536, hard) : 65536;
}

/** live/nchan.conf.template for publishers on this machine (what `npm run cluster` starts). */
export function renderNchanConfig(publishers: readonly string[] = ['127.0.0.1', '::1'], template = readFileSync(NCHAN_TEMPLATE, 'utf8')): string {
  return template.replaceAll('${ATHLETICS_PUBLISHERS}', publishers.map((address) => `allow ${address};`).join(' '));
}

/** A whole nginx.conf for a private nginx (its own prefix, pid and logs) around the site's configuration. */
function mainConfig(prefix: string, modules: readonly string[], workers: number | 'auto'): string {
  // Started by root (a container, CI), nginx would run its workers as `nobody`, who cannot write the prefix's
  // temporary and cache files: they run as the user who owns them, as every other process of the cluster does.
  const user = process.getuid?.() === 0 ? 'user root;\n' : '';
  return `# Written by npm run cluster: a private nginx around deploy/nginx/athletics.conf.template.
${modules.map((module) => `load_module ${module};\n`).join('')}${user}worker_processes ${workers};
worker_rlimit_nofile ${openFileLimit()};
pid ${prefix}/nginx.pid;
error_log ${prefix}/error.log warn;
events { worker_connections ${Math.min(32768, openFileLimit())}; }
http {
    access_log off;
    client_body_temp_path ${prefix}/client-body;
    proxy_temp_path ${prefix}/proxy;
    fastcgi_temp_path ${prefix}/fastcgi;
    uwsgi_temp_path ${prefix}/uwsgi;
    scgi_temp_path ${prefix}/scgi;
    include ${prefix}/athletics.conf;
}
`;
}

export interface RunningNginx {
  url: string;
  process: ChildProcess;
  /** The master's and its workers' process ids (a bench reads their CPU and memory). */
  pids(): number[];
  stop(): Promise<void>;
}

/** Starts nginx in the foreground with its files under `prefix`, in front of `upstreams`; resolves once it answers. */
export async function startNginx(options: { prefix: string; port: number; upstreams: string[]; host?: string; exposeUpstream?: boolean; streams?: LiveStreams; workers?: number }): Promise<RunningNginx> {
  const nginx = findNginx();
  const prefix = path.resolve(options.prefix);
  mkdirSync(prefix, { recursive: true });
  const host = options.host ?? '127.0.0.1';
  // reuseport: the kernel spreads new connections over the workers, so no one worker holds every fan.
  const nchan = options.streams === 'nchan';
  if (nchan) writeFileSync(path.join(prefix, 'live-nchan.conf'), renderNchanConfig());
  const liveConf = nchan ? path.join(prefix, 'live-nchan.conf') : NODE_STREAMS_CONF;
  let site = renderSiteConfig({ listen: `${host}:${options.port} reuseport`, upstreams: options.upstreams, cacheDir: path.join(prefix, 'micro-cache'), liveConf });
  // A bench tells the instances apart by the answer's X-Upstream (never in a deployment: it names internal addresses).
  if (options.exposeUpstream) site = site.replace(/(\n\s*add_header X-Micro-Cache [^\n]+)/, '$1\n    add_header X-Upstream $upstream_addr always;');
  writeFileSync(path.join(prefix, 'athletics.conf'), site);
  writeFileSync(path.join(prefix, 'nginx.conf'), mainConfig(prefix, nchan ? [findNchanModule()] : [], options.workers ?? 'auto'));
  const test = spawn(nginx, ['-t', '-q', '-e', path.join(prefix, 'error.log'), '-p', prefix, '-c', path.join(prefix, 'nginx.conf')], { stdio: ['ignore', 'ignore', 'pipe'] });
  let testErrors = '';
  test.stderr!.on('data', (chunk: Buffer) => (testErrors += chunk.toString()));
  const testCode = await new Promise<number | null>((resolve) => test.once('exit', resolve));
  if (testCode !== 0) throw new Error(`nginx refused the configuration:\n${testErrors}`);

  const child = spawn(nginx, ['-e', path.join(prefix, 'error.log'), '-p', prefix, '-c', path.join(prefix, 'nginx.conf'), '-g', 'daemon off;'], { stdio: ['ignore', 'inherit', 'inherit'] });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = `http://${host}:${options.port}`;
  await waitFor(`nginx on ${url}`, async () => {
    if (child.exitCode !== null) throw new Error(`nginx exited with ${child.exitCode}; see ${prefix}/error.log`);
    try {
      await fetch(`${url}/healthz`);
      return true;
    } catch {
      return false;
    }
  });
  return {
    url,
    process: child,
    pids: () => [child.pid!, ...spawnSync('pgrep', ['-P', String(child.pid)], { encoding: 'utf8' }).stdout.split('\n').filter(Boolean).map(Number)],
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      // SIGTERM: nginx's fast shutdown (a graceful one would wait for every fan's stream to end).
      child.kill('SIGTERM');
      await exited;
    },
  };
}
