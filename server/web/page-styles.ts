import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** A CSS module's scoped class (`_hero_ws8m8_1`): its middle part names the module's file. */
const SCOPED_CLASS = /_[A-Za-z][\w-]*?_([a-z0-9]{5})_\d+/g;
/** A class selector in a stylesheet: a library's global ones (`.swiper`) name no module. */
const CLASS_SELECTOR = /\.(-?[A-Za-z_][\w-]*)/g;
/** The class attributes of rendered markup. */
const CLASS_ATTRIBUTE = /\bclass="([^"]*)"/g;

/**
 * #12: the stylesheets a server-rendered page needs before its code runs. The browser build splits
 * CSS by page; a page's markup arrives with the scoped class names of the CSS modules it uses, and
 * each names its module, so the server links the stylesheets that define them: the page is styled at
 * first paint instead of shifting when its code loads them (CLS).
 */
export class PageStyles {
  private readonly fileByModule = new Map<string, string>();
  /** The stylesheets that define each unscoped class (a carousel's `swiper` classes come with the library's CSS). */
  private readonly filesByGlobalClass = new Map<string, Set<string>>();

  constructor(clientDir: string, template: string) {
    const assets = path.join(clientDir, 'assets');
    if (!existsSync(assets)) return;
    for (const file of readdirSync(assets).filter((name) => name.endsWith('.css'))) {
      const href = `/assets/${file}`;
      // The entry's stylesheet is already in the page.
      if (template.includes(`href="${href}"`)) continue;
      const css = readFileSync(path.join(assets, file), 'utf8');
      for (const [, module] of css.matchAll(SCOPED_CLASS)) {
        if (module && !this.fileByModule.has(module)) this.fileByModule.set(module, href);
      }
      for (const [, name] of css.matchAll(CLASS_SELECTOR)) {
        if (!name || name.match(SCOPED_CLASS)) continue;
        this.filesByGlobalClass.set(name, (this.filesByGlobalClass.get(name) ?? new Set()).add(href));
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
    // Unscoped classes too: a stylesheet that arrives after the page has painted restyles all of it.
    for (const [, classes] of markup.matchAll(CLASS_ATTRIBUTE)) {
      for (const name of classes?.split(/\s+/) ?? []) for (const href of this.filesByGlobalClass.get(name) ?? []) hrefs.add(href);
    }
    return [...hrefs].map((href) => `<link rel="stylesheet" crossorigin href="${href}" />`).join('\n    ');
  }
}
