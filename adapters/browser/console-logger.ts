import type { Logger } from '../../core/platform/logger.port';

/** The client's logger: the browser console, quiet below `minimum`. */
export function createConsoleLogger(minimum: 'debug' | 'info' | 'warn' | 'error' = 'info', sink: Pick<Console, 'debug' | 'info' | 'warn' | 'error'> = console): Logger {
  const order = ['debug', 'info', 'warn', 'error'] as const;
  const enabled = (level: (typeof order)[number]) => order.indexOf(level) >= order.indexOf(minimum);
  const write = (level: (typeof order)[number]) => (message: string, detail?: unknown) => {
    if (!enabled(level)) return;
    if (detail === undefined) sink[level](message);
    else sink[level](message, detail);
  };
  return { debug: write('debug'), info: write('info'), warn: write('warn'), error: write('error') };
}
