/** Runs calls with at most `size` of them under way at once, the others waiting their turn in order. */
export type CallLimit = <R>(call: () => Promise<R>) => Promise<R>;

export function callLimit(size: number): CallLimit {
  let running = 0;
  const waiting: Array<() => void> = [];
  return async (call) => {
    if (running >= size) await new Promise<void>((resolve) => waiting.push(resolve));
    else running += 1;
    try {
      return await call();
    } finally {
      // The slot passes to the next waiting call (`running` stays as it is), or frees up.
      const resume = waiting.shift();
      if (resume) resume();
      else running -= 1;
    }
  };
}
