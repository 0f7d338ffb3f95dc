import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decodeEntities, htmlParagraphs, htmlText } from '../../../core/honours/html-text';

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const normalise = (text: string) => text.replace(/\s+/g, ' ').trim();

describe('content HTML as text paragraphs', () => {
  it('gives back the text of escaped paragraphs exactly (the server writes <p>escaped text</p>)', () => {
    fc.assert(
      fc.property(fc.array(fc.string({ unit: 'grapheme', minLength: 1 }).filter((text) => normalise(text) !== '' && !text.includes('\n')), { maxLength: 6 }), (texts) => {
        const html = texts.map((text) => `<p>${escapeHtml(text)}</p>`).join('');
        expect(htmlParagraphs(html)).toEqual(texts.map(normalise));
      }),
    );
  });

  it('never lets a tag through: no element, attribute or script text survives', () => {
    const tag = fc.constantFrom('<script>alert(1)</script>', '<img src=x onerror=alert(1)>', '<a href="javascript:alert(1)">x</a>', '<style>p{}</style>', '<!-- hidden -->', '<iframe src="//evil"></iframe>', '<b>', '</b>');
    fc.assert(
      fc.property(fc.array(fc.oneof(tag, fc.stringMatching(/^[a-z ]{0,12}$/)), { maxLength: 10 }), (parts) => {
        const text = htmlText(parts.join(''));
        expect(text).not.toMatch(/<\/?[a-z!]/i);
        expect(text).not.toContain('alert(1)');
        expect(text).not.toContain('onerror');
      }),
    );
  });

  it('splits on block ends and line breaks', () => {
    expect(htmlParagraphs('<h2>Title</h2><p>One<br>Two</p><ul><li>A</li><li>B</li></ul>')).toEqual(['Title', 'One', 'Two', 'A', 'B']);
    expect(htmlParagraphs(null)).toEqual([]);
    expect(htmlParagraphs('<p>  </p>')).toEqual([]);
  });

  it('decodes numeric references to the character they name', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0x20, max: 0x10ffff }).filter((code) => code < 0xd800 || code > 0xdfff), (code) => {
        const char = String.fromCodePoint(code);
        expect(decodeEntities(`&#${code};`)).toBe(char);
        expect(decodeEntities(`&#x${code.toString(16)};`)).toBe(char);
      }),
    );
    expect(decodeEntities('Rams &amp; Herons &rsquo;26 &unknown;')).toBe('Rams & Herons ’26 &unknown;');
  });
});
