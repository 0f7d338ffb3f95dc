import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * A site build in dist's layout (the page template in client/, the server's page renderer beside it in ssr/) whose
 * renderer is `renderer`, the source of a module exporting `pageRenderer`: for what the real build cannot be made
 * to show (a render that throws, counts itself or waits).
 */
export function fakeSiteBuild(renderer: string): { clientDir: string; remove(): void } {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'athletics-site-'));
  mkdirSync(path.join(dir, 'client'));
  mkdirSync(path.join(dir, 'ssr'));
  copyFileSync(path.resolve('index.html'), path.join(dir, 'client', 'index.html'));
  writeFileSync(path.join(dir, 'ssr', 'render-page.js'), renderer);
  return { clientDir: path.join(dir, 'client'), remove: () => rmSync(dir, { recursive: true, force: true }) };
}
