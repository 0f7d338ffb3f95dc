/**
 * A module loaded on first use and kept: the route's code-split chunks (DESIGN 7). A failed load
 * (a deploy mid-visit, a network fault) is not kept, so the next use tries again.
 */
export function lazyModule<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () =>
    (loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    }));
}
