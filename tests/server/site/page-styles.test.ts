import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { PageStyles } from '../../../server/web/page-styles';

const clientDir = mkdtempSync(path.join(os.tmpdir(), 'page-styles-'));
afterAll(() => rmSync(clientDir, { recursive: true, force: true }));

function stylesheet(name: string, css: string): void {
  mkdirSync(path.join(clientDir, 'assets'), { recursive: true });
  writeFileSync(path.join(clientDir, 'assets', name), css);
}

describe("a rendered page's stylesheets (#12)", () => {
  stylesheet('entry.css', '.visually-hidden{position:absolute}._shell_aaaaa_1{display:grid}');
  stylesheet('hero.css', '._hero_bbbbb_1{padding:0.5rem}._title_bbbbb_2{font-size:2rem}');
  stylesheet('carousel.css', '.swiper{overflow:hidden}.swiper-slide{flex-shrink:0}._slide_ccccc_1{width:100%}');
  stylesheet('unused.css', '._other_ddddd_1{color:red}.other-library{color:blue}');
  const styles = new PageStyles(clientDir, '<link rel="stylesheet" href="/assets/entry.css">');

  it('are those of the CSS modules its scoped classes and of the libraries its plain classes come from, each once', () => {
    const links = styles.linksFor('<section class="_hero_bbbbb_1"><h1 class="_title_bbbbb_2">Rams</h1><div class="swiper"><div class="swiper-slide _slide_ccccc_1"></div></div></section>');
    expect(links.match(/href="[^"]+"/g)).toEqual(['href="/assets/hero.css"', 'href="/assets/carousel.css"']);
  });

  it("leave out the page's own stylesheet and those no class of the markup comes from", () => {
    expect(styles.linksFor('<div class="_shell_aaaaa_1 visually-hidden"><p>No styles of its own</p></div>')).toBe('');
  });
});
