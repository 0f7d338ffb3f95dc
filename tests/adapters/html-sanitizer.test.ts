// @vitest-environment jsdom
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from '../../adapters/html/html-sanitizer';
import { serverHtmlParse } from '../../composition/server/server-html-parser';
import { SNIPPET_POLICY } from '../../core/editorial/html-policy';

/** Parses sanitised output the way the page will, to inspect what would reach the DOM. */
function dom(html: string): HTMLElement {
  const host = document.createElement('div');
  host.innerHTML = html;
  return host;
}

function everyElement(root: HTMLElement): Element[] {
  return Array.from(root.querySelectorAll('*'));
}

const SCRIPT_URLS = ['javascript:alert(1)', 'JaVaScRiPt:alert(1)', ' javascript:alert(1)', 'java\tscript:alert(1)', 'java&#x09;script:alert(1)', '&#106;avascript:alert(1)', 'vbscript:msgbox(1)', 'data:text/html,<script>alert(1)</script>'];

describe('the allow-list HTML sanitiser (DESIGN 8)', () => {
  it('removes script elements with their content', () => {
    const clean = sanitizeHtml('<p>Before</p><script>alert("x")</script><SCRIPT src="https://evil.example/x.js"></SCRIPT><p>After</p>');
    expect(clean).toBe('<p>Before</p><p>After</p>');
    expect(dom(clean).querySelector('script')).toBeNull();
  });

  it('removes every event handler attribute', () => {
    const clean = sanitizeHtml('<p onclick="steal()">Hi <img src="/a.png" alt="A" onerror="steal()"><a href="/x" onmouseover="steal()" ONFOCUS="steal()">x</a></p>');
    for (const element of everyElement(dom(clean))) for (const attribute of Array.from(element.attributes)) expect(attribute.name.startsWith('on')).toBe(false);
    expect(dom(clean).querySelector('img')?.getAttribute('alt')).toBe('A');
    expect(dom(clean).querySelector('a')?.getAttribute('href')).toBe('/x');
  });

  it('removes javascript: and other script urls, however they are written', () => {
    for (const url of SCRIPT_URLS) {
      const clean = sanitizeHtml(`<a href="${url}">link</a><img src="${url}" alt=""><blockquote cite="${url}">q</blockquote>`);
      const root = dom(clean);
      expect(root.querySelector('a')?.hasAttribute('href'), url).toBe(false);
      expect(root.querySelector('img')?.hasAttribute('src'), url).toBe(false);
      expect(root.querySelector('blockquote')?.hasAttribute('cite'), url).toBe(false);
      expect(root.textContent).toContain('link');
    }
  });

  it('drops styles, frames, forms, svg and comments, and unwraps unknown elements keeping their text', () => {
    const clean = sanitizeHtml('<style>p{}</style><iframe src="https://x"></iframe><form><input name="a"></form><svg><script>1</script></svg><!-- note --><custom-tag><b style="color:red">Bold</b></custom-tag>');
    expect(clean).toBe('<b>Bold</b>');
  });

  it('keeps the story markup the server writes, and opens outside links safely', () => {
    const body = '<p>RIDGEMONT – Won <a href="https://conf.example.com/x">27-14</a>.</p><blockquote><p>Great.</p><footer>Coach</footer></blockquote><ul><li>One</li></ul>';
    const clean = sanitizeHtml(body);
    const link = dom(clean).querySelector('a')!;
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(dom(clean).querySelector('blockquote footer')?.textContent).toBe('Coach');
    expect(dom(clean).querySelector('ul li')?.textContent).toBe('One');
  });

  it('moves content headings under the page title with none skipped', () => {
    const clean = sanitizeHtml('<h1>Top</h1><p>a</p><h3>Up Next</h3><h6>Deep</h6>');
    expect(everyElement(dom(clean)).filter((e) => /^H\d$/.test(e.tagName)).map((e) => e.tagName)).toEqual(['H2', 'H3', 'H4']);
  });

  it('keeps only <mark> in search snippets', () => {
    const clean = sanitizeHtml('Bonus-point <mark>wins</mark> in <b>five</b> <img src=x onerror=alert(1)>bouts', SNIPPET_POLICY);
    expect(clean).toBe('Bonus-point <mark>wins</mark> in five bouts');
  });

  it.each([
    ['the browser', undefined],
    ['a server render', serverHtmlParse],
  ] as const)('never lets a script, a handler or a script url through, whatever the markup, parsed by %s', (_, parse) => {
    const tag = fc.constantFrom('p', 'a', 'img', 'script', 'div', 'iframe', 'svg', 'span', 'mark', 'style', 'object', 'custom');
    const attribute = fc.tuple(fc.constantFrom('href', 'src', 'onclick', 'onerror', 'style', 'title', 'cite', 'formaction', 'srcdoc'), fc.constantFrom(...SCRIPT_URLS, '/ok', 'alert(1)'));
    const node: fc.Arbitrary<string> = fc.letrec<{ node: string }>((tie) => ({
      node: fc.oneof(
        { depthSize: 'small', withCrossShrink: true },
        fc.string({ maxLength: 8 }),
        fc.tuple(tag, fc.array(attribute, { maxLength: 3 }), fc.array(tie('node'), { maxLength: 3 })).map(([name, attributes, children]) => `<${name} ${attributes.map(([key, value]) => `${key}="${value}"`).join(' ')}>${children.join('')}</${name}>`),
      ),
    })).node;
    fc.assert(
      fc.property(node, (html) => {
        const root = dom(sanitizeHtml(html, undefined, parse));
        expect(root.querySelector('script, iframe, svg, style, object')).toBeNull();
        for (const element of everyElement(root)) {
          for (const { name, value } of Array.from(element.attributes)) {
            expect(name.startsWith('on') || name === 'style' || name === 'srcdoc' || name === 'formaction').toBe(false);
            // eslint-disable-next-line no-control-regex
            if (['href', 'src', 'cite'].includes(name)) expect(/^\s*(javascript|vbscript|data):/i.test(value.replace(/[\u0000-\u0020]/g, ''))).toBe(false);
          }
        }
      }),
      { numRuns: 150 },
    );
  });

  it("cleans story markup on the server as the browser does: the page a server renders carries the same elements", () => {
    const body = '<h1>Top</h1><p onclick="x()">RIDGEMONT &amp; co – <b>Won</b> <a href="https://conf.example.com/x" style="color:red">27-14</a><script>alert(1)</script>.</p><blockquote><p>Great.</p><footer>Coach</footer></blockquote><custom-tag><em>kept</em></custom-tag><img src="/a.png" alt="A &quot;quote&quot;" onerror="x()">';
    const inBrowser = dom(sanitizeHtml(body));
    const onServer = dom(sanitizeHtml(body, undefined, serverHtmlParse));
    const shape = (root: HTMLElement) => everyElement(root).map((element) => [element.tagName, ...Array.from(element.attributes, ({ name, value }) => `${name}=${value}`).sort()].join(' '));
    expect(shape(onServer)).toEqual(shape(inBrowser));
    expect(onServer.textContent).toBe(inBrowser.textContent);
    expect(shape(onServer)).toContain('A href=https://conf.example.com/x rel=noopener noreferrer target=_blank');
  });

  it('keeps only plain text when no parser is available at all', () => {
    expect(sanitizeHtml('<p onclick="x()">Hi <script>alert(1)</script><b>there</b> & you</p>', undefined, null)).toBe('Hi there &amp; you');
  });
});
