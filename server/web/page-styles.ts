import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** A CSS module's scoped class (`_hero_ws8m8_1`): its middle part names the module's file. */
const SCOPED_CLASS = /_[A-Za-z][\w-]*?_([a-z0-9]{5})_\d+/g;

/**
 * #12: the stylesheets a server-rendered page needs before its code runs. The browser build splits
 * CSS by page; a page's markup arrives with the scoped class names of the CSS modules it uses, and
 * each names its module, so the server links the stylesheets that define them: the page is styled at
 * first paint instead of shifting when its code loads them (CLS).
 */
export class PageStyles {
  private readonly fileByModule = new Map<string, string>();

  constructor(clientDir: string, template: string) {
    const assets = path.join(clientDir, 'assets');
    if (!existsSync(assets)) return;
    for (const file of readdirSync(assets).filter((name) => name.endsWith('.css'))) {
      const href = `/assets/${file}`;
      // The entry's stylesheet is already in the page.
      if (template.includes(`href="${href}"`)) continue;
      for (const [, module] of readFileSync(path.join(assets, file), 'utf8').matchAll(SCOPED_CLASS)) {
        if (module && !this.fileByModule.has(module)) this.fileByModule.set(module, href);
      }
    }
  }

  /** The <link> tags of the stylesheets the markup's classes come from. */
  linksFor(markup: string): string {
    const hrefs = new Set<string>();
    for (const [, module] of markup.matchAll(SCOPED_CLASS)) {
      const href = module ? this.fileByModule.get(module) : undefined;
      if (href) hrefs.add(href);
    }
    return [...hrefs].map((href) => `<link rel="stylesheet" crossorigin href="${href}" />`).join('\n    ');
  }
}
