import type { Logger } from '../../core/platform/logger.port';

/** A logger that says nothing: for adapters whose expected failures would only clutter a test's output. */
export const quietLogger: Logger = { debug: () => {}, info: () => {}, warn: () => {}, error: () => {} };
