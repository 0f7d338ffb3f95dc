import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sanitizeContentHtml } from '../../../server/http/content-html';
import { parsedMarkup, unsafeFindings } from './html-safety';
import { XSS_VECTORS } from './xss-vectors';

/** Rich text as content writes it: every element and url kind the policy keeps. */
const RICH_TEXT = [
  '<h2>Season preview</h2><h3>The lineup</h3>',
  '<p>It&#39;s <strong>game day</strong> &amp; the <em>Hawks</em> host <b>Tech</b>, <i>live</i> on <u>TV</u>.<br>Doors at <small>6</small>.</p>',
  '<ul><li>Gates open</li><li>Kickoff</li></ul><ol start="3"><li>Third</li></ol>',
  '<p><a href="/tickets">Tickets</a> · <a href="https://example.com/a?b=1&amp;c=2">Partner</a> · <a href="//shop.example.com/x">Shop</a> · <a href="#schedule">Schedule</a> · <a href="mailto:sid@example.edu">Email</a> · <a href="tel:+15555550100">Call</a></p>',
  '<figure><img src="/media/ridgemont/stadium.svg" alt="The stadium" width="640" height="360"><figcaption>Home of the Hawks</figcaption></figure>',
  '<p><img src="https://images.example.com/team.jpg" alt=""></p>',
  '<table><caption>Results</caption><thead><tr><th scope="col">Date</th><th scope="col" colspan="2">Score</th></tr></thead><tbody><tr><td>Oct. 4</td><td rowspan="1">21</td><td>14</td></tr></tbody></table>',
  '<blockquote cite="https://example.com/quote"><p>We played as one.</p><footer>Coach Smith</footer></blockquote>',
  '<div class="c-mbonvoy"><p title="Offer" lang="en" dir="ltr">Stay with our partner.</p></div>',
  '<dl><dt>Founded</dt><dd>1901</dd></dl><hr><pre><code>score = 21</code></pre><p><abbr title="National Collegiate Athletic Association">NCAA</abbr> <q>quoted</q> H<sub>2</sub>O x<sup>2</sup> <mark>new</mark> <s>old</s> <cite>Gazette</cite> <span>end</span></p>',
].join('\n');

describe('content HTML sanitiser', () => {
  it('is fed the OWASP filter-evasion vectors and more', () => {
    expect(XSS_VECTORS.length).toBeGreaterThanOrEqual(80);
    expect(new Set(XSS_VECTORS).size).toBe(XSS_VECTORS.length);
  });

  it('finds the danger in the vectors as written, so the check below can fail', () => {
    const caught = XSS_VECTORS.filter((vector) => unsafeFindings(vector).length > 0);
    expect(caught.length).toBeGreaterThanOrEqual(Math.floor(XSS_VECTORS.length * 0.9));
    expect(unsafeFindings('<a href="jav&#x09;ascript:alert(1)">x</a>')).toEqual(['a[href=jav\tascript:alert(1)]']);
  });

  it.each(XSS_VECTORS.map((vector, index) => [index, vector]))('vector %i leaves nothing that runs: %s', (_index, vector) => {
    const clean = sanitizeContentHtml(vector);
    expect(unsafeFindings(clean)).toEqual([]);
    // A browser that parses the answer and serialises it again gets nothing new to run either (mutation XSS).
    expect(unsafeFindings(parsedMarkup(clean))).toEqual([]);
  });

  it('leaves nothing that runs when vectors are run together in any order', () => {
    const pieces = fc.constantFrom(...XSS_VECTORS, '<p>', '</p>', '<a href="/x">', '</a>', '"', "'", '<', '>', '&', 'text');
    fc.assert(
      fc.property(fc.array(pieces, { minLength: 2, maxLength: 6 }), (parts) => unsafeFindings(sanitizeContentHtml(parts.join(''))).length === 0),
      { numRuns: 200 },
    );
  });

  it('keeps rich text as a browser reads it: headings, paragraphs, lists, links, images, tables, figures, quotes and classes', () => {
    const clean = sanitizeContentHtml(RICH_TEXT);
    expect(parsedMarkup(clean)).toBe(parsedMarkup(RICH_TEXT));
    expect(unsafeFindings(clean)).toEqual([]);
  });

  it('drops what the policy does not keep but keeps its text', () => {
    expect(sanitizeContentHtml('<p>Go <font color="red">Hawks</font> <span style="color:red" id="x" data-x="1">now</span></p>')).toBe('<p>Go Hawks <span>now</span></p>');
    expect(sanitizeContentHtml('<p>Before<script>alert(1)</script><style>p{}</style>after</p>')).toBe('<p>Beforeafter</p>');
    expect(sanitizeContentHtml('<img src="data:image/png;base64,iVBORw0KGgo=" alt="dot"><img src="ftp://example.com/a.png" alt="ftp">')).toBe('<img alt="dot" /><img alt="ftp" />');
    expect(sanitizeContentHtml('<a href="ftp://example.com/file">file</a>')).toBe('<a>file</a>');
  });

  it('returns text without markup, empty text and no value as they are', () => {
    expect(sanitizeContentHtml('Strength & Conditioning coach since 2019. "Coach T" to her players.')).toBe('Strength & Conditioning coach since 2019. "Coach T" to her players.');
    expect(sanitizeContentHtml('&lt;script&gt; is text here')).toBe('&lt;script&gt; is text here');
    expect(sanitizeContentHtml('')).toBe('');
    expect(sanitizeContentHtml(null)).toBeNull();
    expect(sanitizeContentHtml(undefined)).toBeUndefined();
  });
});
