import { isServerRendered } from '../adapters/browser/hydration-data-reader';

/**
 * DESIGN 8: the page's CSP forbids eval. zod's parser probes for it (new Function) to compile fast
 * paths, and the blocked probe is reported as a CSP violation on every page; jitless skips the probe.
 * zod reads this shared config when it loads, which is after this entry has run.
 */
function parseWithoutEval(): void {
  const scope = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
  scope.__zod_globalConfig = { ...scope.__zod_globalConfig, jitless: true };
}

const load = () => void import('./start').then(({ start }) => start());

parseWithoutEval();
// #12: a page the server rendered shows without its code, which only makes it answer. The code is
// fetched once the page has painted, so the styles and images on screen come first; a page the
// browser renders (or one in a tab not shown, which paints nothing) needs it at once.
if (isServerRendered() && document.visibilityState === 'visible') requestAnimationFrame(() => setTimeout(load, 0));
else load();
