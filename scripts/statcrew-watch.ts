/**
 * The stat laptop's side of live stat files: sends the game's XML file to the site each time the
 * stat software rewrites it. `npm run statcrew:watch -- --help`, or on a crew's laptop the single
 * bundled file: `node statcrew-watch.mjs --help`.
 */
import { startFileSender } from './statcrew/file-sender';
import { watchStatFile } from './statcrew/file-watcher';
import { localTime, statusLine } from './statcrew/status-line';
import { parseWatchArgs, USAGE } from './statcrew/watch-args';

const parsed = parseWatchArgs(process.argv.slice(2));
if (parsed.kind === 'help') {
  console.log(USAGE);
  process.exit(0);
}
if (parsed.kind === 'error') {
  console.error(`statcrew-watch: ${parsed.message}\nRun with --help for the options.`);
  process.exit(2);
}

const { args } = parsed;
const print = (line: string) => console.log(line);

print(`${localTime(new Date())}  watching ${args.file}; sending to ${args.site}/api/v2/live/games/${args.gameId} (tenant ${args.tenant}). Ctrl-C stops.`);
const sender = startFileSender({ target: args, report: (version, outcome, at) => print(statusLine(at, version.game, outcome)) });
const watcher = watchStatFile({
  file: args.file,
  onVersion: (version) => sender.offer(version),
  // Only a file that stays unreadable is news: mid-write reads are the normal case.
  onUnreadable: (message, stuck) => {
    if (stuck) print(`${localTime(new Date())}  not sent: ${message.replace(/\.$/, '')}. Waiting for the next change.`);
  },
});

let stopping = false;
async function stop(): Promise<void> {
  if (stopping) process.exit(130);
  stopping = true;
  watcher.stop();
  await sender.stop();
  print(`${localTime(new Date())}  stopped`);
  process.exit(0);
}
process.on('SIGINT', () => void stop());
process.on('SIGTERM', () => void stop());
