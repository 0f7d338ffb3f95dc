import { fork, type ChildProcess } from 'node:child_process';

export interface BenchChild {
  child: ChildProcess;
  /** The child's next message of that type; fails if the child exits first. */
  nextMessage<T>(type: string): Promise<T>;
}

/** The real server in a child process on a fresh demo store (scripts/live/bench-server.ts), spoken to over IPC. */
export function forkBenchServer(options: { execArgv?: string[]; env?: NodeJS.ProcessEnv } = {}): BenchChild {
  const child = fork('scripts/live/bench-server.ts', [], { execArgv: ['--import', 'tsx', ...(options.execArgv ?? [])], stdio: ['ignore', 'ignore', 'inherit', 'ipc'], env: { ...process.env, ...options.env } });
  const nextMessage = <T>(type: string) =>
    new Promise<T>((resolve, reject) => {
      const onMessage = (message: { type: string }) => {
        if (message.type !== type) return;
        child.off('message', onMessage);
        resolve(message as T);
      };
      child.on('message', onMessage);
      child.once('exit', (code) => reject(new Error(`the server exited with ${code}`)));
    });
  return { child, nextMessage };
}
