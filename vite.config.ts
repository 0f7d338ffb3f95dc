import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin, type Rolldown } from 'vite';
import react from '@vitejs/plugin-react';

/**
 * react-router's package exports only its development build (warnings, dev checks); its production
 * build sits beside it under dist/production, and the site ships that one.
 */
const ROUTER_PRODUCTION_BUILD = [
  { find: /^react-router$/, replacement: fileURLToPath(new URL('./node_modules/react-router/dist/production/index.mjs', import.meta.url)) },
  { find: /^react-router\/dom$/, replacement: fileURLToPath(new URL('./node_modules/react-router/dist/production/dom-export.mjs', import.meta.url)) },
];

/**
 * react-router's bundle makes its components with `React.forwardRef(...)` and `React.memo(...)` and
 * its contexts with `React.createContext(...)`, calls the bundler must keep unless told they are pure:
 * `Link` (and with it the framework mode's route-module prefetching), `NavLink` and `Form` shipped on
 * every first load whether a page used them or not. Marked pure, and without the `displayName` each is
 * given after (a name for React's developer tools), what no page uses is left out.
 */
function routerPureAnnotations(): Plugin {
  return {
    name: 'router-pure-annotations',
    apply: 'build',
    transform: {
      filter: { id: /node_modules\/react-router\/dist\/production\/chunk-[\w-]+\.mjs$/ },
      handler(code) {
        const annotated = code
          .replace(/= (React\d*\.(?:forwardRef|memo|createContext)\()/g, '= /* @__PURE__ */ $1')
          // A name for React's developer tools, set on the component: a use of it, to the bundler.
          .replace(/^\w+\.displayName = "\w+";$/gm, '');
        return { code: annotated, map: null };
      },
    },
  };
}

/**
 * @xstate/react imports use-sync-external-store's shim, which re-implements the hook for React
 * before 18; React 19 has it, and the package's own entries use React's. The build's alone: the dev
 * server pre-bundles @xstate/react with its imports as they are.
 */
const NO_SYNC_STORE_SHIM = [
  { find: /^use-sync-external-store\/shim\/with-selector(\.js)?$/, replacement: 'use-sync-external-store/with-selector.js' },
  { find: /^use-sync-external-store\/shim(\/index\.js)?$/, replacement: 'use-sync-external-store' },
];

/** `start` and everything reachable from it through `next` (static imports); a node `next` does not know is left out. */
function reachable(start: string, next: (node: string) => readonly string[] | undefined): Set<string> {
  const seen = new Set<string>();
  const visit = (node: string) => {
    const edges = next(node);
    if (edges === undefined || seen.has(node)) return;
    seen.add(node);
    for (const edge of edges) visit(edge);
  };
  visit(start);
  return seen;
}

/**
 * The shell's adapters load on their first call (composition/shell-adapters.ts), and every page's
 * first load makes that call at once: the page names their chunks for the browser to fetch beside the
 * entry, so the shell's data does not wait for the entry to run before its code starts to download.
 * A page rendered on the server makes no such call (#12): the server drops the links marked
 * `data-client-render`.
 */
function preloadShellAdapters(moduleSuffix: string): Plugin {
  let base = '/';
  return {
    name: 'preload-shell-adapters',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle, chunk: entry }) {
        if (!bundle || !entry) return [];
        const chunks = new Map(
          Object.values(bundle)
            .filter((output): output is Rolldown.OutputChunk => output.type === 'chunk')
            .map((output) => [output.fileName, output]),
        );
        const closure = (file: string) => reachable(file, (from) => chunks.get(from)?.imports);
        const shell = [...chunks.values()].find((output) => output.facadeModuleId?.endsWith(moduleSuffix));
        if (!shell) throw new Error(`preload-shell-adapters: no chunk for ${moduleSuffix}`);
        const preloaded = closure(entry.fileName);
        const files = [...closure(shell.fileName)].filter((file) => !preloaded.has(file));
        // Their stylesheets too (the shell's, with the code the entry loads), on every page, rendered or
        // not: the entry loads none, and a rendered page is painted with them before its code runs.
        const styles = [...new Set(files.flatMap((file) => [...(chunks.get(file)?.viteMetadata?.importedCss ?? [])]))];
        return [
          ...styles.map((file) => ({ tag: 'link', attrs: { rel: 'stylesheet', crossorigin: true, href: `${base}${file}` }, injectTo: 'head' as const })),
          ...files.map((file) => ({ tag: 'link', attrs: { rel: 'modulepreload', crossorigin: true, href: `${base}${file}`, 'data-client-render': true }, injectTo: 'head' as const })),
        ];
      },
    },
  };
}

/**
 * zod is in no group: the bundler splits it by use, so the live scoreboard's contract (zod/mini, on
 * most pages' first load) fetches only the part of zod's core it uses (15 KB gzip), and the classic
 * API with its JSON Schema support (25 KB as one vendor chunk) loads with the adapters that use it.
 */
const VENDOR_GROUPS: Array<[name: string, pattern: RegExp]> = [
  ['react', /node_modules\/(react|react-dom|scheduler)\//],
  ['router', /node_modules\/(react-router|react-router-dom)\//],
  ['xstate', /node_modules\/(xstate|@xstate\/react|use-sync-external-store)\//],
];

/**
 * The entry loads the site's code (composition/start.tsx) once a server-rendered page has painted, and
 * preloads nothing for it: the browser fetches its scripts as the code asks for them, rather than the
 * entry inserting a link for each into the painted page. Its stylesheets are in every page's HTML
 * already (preloadShellAdapters).
 */
function startPreloads(file: string, deps: string[], { hostId }: { hostId: string }): string[] {
  // The chunk of composition/start.tsx, named for its module.
  const isStart = (name: string) => /(^|\/)start-[\w-]+\.js$/.test(name);
  return isStart(file) || (isStart(hostId) && !/-pages?-[\w-]+\.js$/.test(file)) ? [] : deps;
}

/**
 * Every page runs composition/start.tsx, so every module it imports statically is fetched on every
 * first load. Left to automatic chunking, each module it shares with one route's page or another
 * becomes a chunk of its own, dozens of small files (#12: the home page fetched 31 scripts). This
 * group puts them in start's own chunk; the pages import them from there. The entry's own imports
 * are left out, so the entry imports nothing of start's chunk until it loads it.
 */
function startChunk(startSuffix: string, entrySuffix: string): { plugin: Plugin; group: Rolldown.CodeSplittingGroup } {
  let captured = new Set<string>();
  return {
    plugin: {
      name: 'start-chunk',
      apply: 'build',
      buildEnd() {
        const ids = [...this.getModuleIds()];
        const closure = (from: string | undefined) => (from === undefined ? new Set<string>() : reachable(from, (id) => this.getModuleInfo(id)?.importedIds));
        const entry = closure(ids.find((id) => id.endsWith(entrySuffix)));
        captured = new Set([...closure(ids.find((id) => id.endsWith(startSuffix)))].filter((id) => !entry.has(id)));
      },
    },
    group: { name: 'start', test: (id) => captured.has(id), includeDependenciesRecursively: false },
  };
}
const START_CHUNK = startChunk('/composition/start.tsx', '/composition/main.tsx');

export default defineConfig(({ command, isSsrBuild }) => ({
  // #15: API_BASE and TENANT point a page no server filled in (the dev server, a static host) at any
  // server that speaks the wire format (adapters/browser/boot-config-reader.ts); a served page's boot config
  // wins. Exactly these: an env prefix would also bundle any other variable that starts the same.
  define: {
    'import.meta.env.API_BASE': JSON.stringify(process.env.API_BASE ?? ''),
    'import.meta.env.TENANT': JSON.stringify(process.env.TENANT ?? ''),
    // #15: npm run dev:memory runs the site on the in-memory adapters over this demo snapshot.
    'import.meta.env.DEMO_SNAPSHOT': JSON.stringify(process.env.DEMO_SNAPSHOT ?? ''),
    // The server's bundle renders with React's production build whatever NODE_ENV the server runs
    // under (the browser's build has this set by the bundler).
    ...(command === 'build' && isSsrBuild ? { 'process.env.NODE_ENV': JSON.stringify('production') } : {}),
  },
  plugins: [react(), routerPureAnnotations(), preloadShellAdapters('/composition/shell-adapters.ts'), START_CHUNK.plugin],
  resolve: { alias: command === 'build' ? [...ROUTER_PRODUCTION_BUILD, ...NO_SYNC_STORE_SHIM] : [] },
  // #12: the server renders pages with the same views and libraries as the browser: the server build
  // bundles them (react-router's production build through the same alias).
  ssr: { noExternal: true },
  build: {
    outDir: isSsrBuild ? 'dist/ssr' : 'dist/client',
    emptyOutDir: true,
    sourcemap: true,
    // Every browser the site supports preloads modules itself: no polyfill in the entry.
    modulePreload: { polyfill: false, resolveDependencies: startPreloads },
    rolldownOptions: {
      output: isSsrBuild
        ? {}
        : {
            // Libraries change less often than our code: separate chunks stay cached across releases.
            codeSplitting: {
              groups: [...VENDOR_GROUPS.map(([name, pattern]) => ({ name, test: pattern })), START_CHUNK.group],
            },
          },
    },
  },
  server: {
    proxy: { '/api': 'http://localhost:3000', '/media': 'http://localhost:3000' },
  },
}));
