const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Polls `ready` until it says true; throws naming `what` after `timeoutMs`. */
export async function waitFor(what: string, ready: () => Promise<boolean>, timeoutMs = 120_000, everyMs = 100): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await ready())) {
    if (Date.now() > deadline) throw new Error(`${what} was not ready within ${Math.round(timeoutMs / 1000)} s`);
    await sleep(everyMs);
  }
}
