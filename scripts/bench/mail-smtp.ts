// Child process of bench-mail: a real SMTP server (the `smtp-server` package) on 127.0.0.1 that accepts every
// mail and counts it, in a process of its own so neither its work nor the bench's request loop skews the other.
// No TLS, no auth: what a local relay or mail catcher is. It does not parse the mails (a 250 is all it gives).
import type { AddressInfo } from 'node:net';
import { performance } from 'node:perf_hooks';
import { SMTPServer } from 'smtp-server';

/** Wall-clock milliseconds with sub-millisecond resolution: comparable with the bench process's own. */
const wallNow = () => performance.timeOrigin + performance.now();

let accepted = 0;
let bytes = 0;
let firstAt = 0;
let lastAt = 0;
let expected = Number.POSITIVE_INFINITY;
const recipients = new Set<string>();
const stats = () => ({ accepted, unique: recipients.size, bytes, firstAt, lastAt });

const server = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS', 'AUTH'],
  logger: false,
  onData(stream, session, callback) {
    stream.on('data', (chunk: Buffer) => {
      bytes += chunk.length;
    });
    stream.on('end', () => {
      const at = wallNow();
      accepted += 1;
      if (firstAt === 0) firstAt = at;
      lastAt = at;
      for (const rcpt of session.envelope.rcptTo) recipients.add(rcpt.address);
      callback();
      if (accepted === expected) process.send?.({ type: 'done', ...stats() });
    });
  },
});

// Progress twice a second while mails arrive (the bench prints it and gives up on a stalled send).
let reported = -1;
setInterval(() => {
  if (accepted === reported) return;
  reported = accepted;
  process.send?.({ type: 'progress', ...stats() });
}, 500).unref();

process.on('message', (message: { type: string; count?: number }) => {
  if (message.type === 'expect') {
    // A new run: count from zero, and say 'done' once `count` mails have been accepted.
    accepted = 0;
    bytes = 0;
    firstAt = 0;
    lastAt = 0;
    reported = -1;
    recipients.clear();
    expected = message.count ?? Number.POSITIVE_INFINITY;
    process.send?.({ type: 'expecting' });
  } else if (message.type === 'stats') {
    process.send?.({ type: 'stats', ...stats() });
  }
});

server.listen(0, '127.0.0.1', () => process.send?.({ type: 'ready', url: `smtp://127.0.0.1:${(server.server.address() as AddressInfo).port}` }));
process.on('disconnect', () => server.close(() => process.exit(0)));
