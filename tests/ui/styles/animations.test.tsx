import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// Tests run from the repository's root.
const UI = path.resolve('ui');

function cssFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return cssFiles(full);
    return entry.name.endsWith('.css') ? [full] : [];
  });
}

/**
 * #24: an idle page stays idle. An animation that never ends keeps the browser painting (off screen
 * too, for CSS animations), so the site's styles have none; and a visitor who prefers reduced motion
 * gets every animation and transition cut to nothing.
 */
describe("the site's CSS animations", () => {
  const files = cssFiles(UI);

  it('are found (the walk sees the stylesheets)', () => {
    expect(files.some((file) => file.endsWith('global.css'))).toBe(true);
    expect(files.length).toBeGreaterThan(10);
  });

  it('never run forever', () => {
    const forever = files.flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/animation(?:-iteration-count)?\s*:[^;}]*\binfinite\b/g)].map((match) => `${path.relative(UI, file)}: ${match[0]}`),
    );
    expect(forever).toEqual([]);
  });

  it('stop at once for a visitor who prefers reduced motion', () => {
    const global = readFileSync(path.join(UI, 'styles/global.css'), 'utf8');
    const block = /@media \(prefers-reduced-motion: reduce\)\s*\{([\s\S]*?)\n\}/.exec(global)?.[1] ?? '';
    expect(block).toMatch(/animation-duration:\s*0\.01ms !important/);
    expect(block).toMatch(/animation-iteration-count:\s*1 !important/);
    expect(block).toMatch(/transition-duration:\s*0\.01ms !important/);
  });
});
