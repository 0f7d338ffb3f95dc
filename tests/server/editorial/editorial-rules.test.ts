import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { escapeMarkup, htmlToText, isPlainText, slugify, storyUrl, wireDateTime } from '../../../server/api/editorial-format';
import { storyDay } from '../../../server/api/stories.routes';
import { seasonOf } from '../../../server/api/press-clips.routes';
import { containsPattern } from '../../../server/api/archives.routes';
import { simplePdf } from '../../../demo/editorial/pdf';
import { headlineInitials, primaryImageSvg } from '../../../demo/editorial/story-art';
import { renderBody, type Block } from '../../../demo/editorial/story-draft';
import { parseMarkup } from './editorial-support';

const ALLOWED_TAGS = new Set(['p', 'h3', 'ul', 'li', 'blockquote', 'footer']);
const tagsIn = (html: string) => [...html.matchAll(/<\/?([a-z0-9]+)[^>]*>/gi)].map((match) => match[1]!.toLowerCase());
const anyText = fc.string({ unit: 'grapheme', maxLength: 60 });
/** What content holds: any text but control characters (an HTML parser rewrites those). */
const contentText = anyText.filter(isPlainText);
const block: fc.Arbitrary<Block> = fc.oneof(
  contentText.map((p) => ({ p })),
  contentText.map((h) => ({ h })),
  fc.array(contentText, { maxLength: 4 }).map((list) => ({ list })),
  fc.record({ quote: contentText, by: contentText }),
);
const textOf = (b: Block) => ('p' in b ? b.p : 'h' in b ? b.h : 'list' in b ? b.list.join('') : `${b.quote}${b.by}`);

describe('story HTML is generated safe', () => {
  it('renders any text as escaped content inside the few allowed tags', () => {
    fc.assert(
      fc.property(fc.array(block, { maxLength: 6 }), (blocks) => {
        const html = renderBody(blocks);
        expect(tagsIn(html).every((tag) => ALLOWED_TAGS.has(tag))).toBe(true);
        expect(html).not.toMatch(/\son\w+\s*=/i);
        // Every text survives a real HTML parse character for character.
        const dom = parseMarkup(`<body>${html}</body>`);
        expect(dom.body.textContent).toBe(blocks.map(textOf).join('\n'));
      }),
    );
  });

  it('escapeMarkup leaves no markup character unescaped and htmlToText undoes it', () => {
    fc.assert(
      fc.property(anyText, (text) => {
        const escaped = escapeMarkup(text);
        expect(escaped).not.toMatch(/[<>"']/);
        expect(escaped.replace(/&(amp|lt|gt|quot|#39);/g, '')).not.toContain('&');
        expect(htmlToText(`<p>${escaped}</p>`)).toBe(text.replace(/\s+/g, ' ').trim());
      }),
    );
  });
});

describe('story urls and dates', () => {
  const instant = fc.integer({ min: Date.UTC(2000, 0, 1), max: Date.UTC(2099, 11, 31) }).map((ms) => new Date(Math.floor(ms / 1000) * 1000));

  it('storyDay reads back the day of every wire date, with or without the time', () => {
    fc.assert(
      fc.property(instant, (date) => {
        const wire = wireDateTime(date);
        expect(wire).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$/);
        expect(storyDay(wire)).toBe(wire.slice(0, 10));
        expect(storyDay(wire.slice(0, 10))).toBe(wire.slice(0, 10));
      }),
    );
  });

  it('storyDay refuses impossible or malformed dates', () => {
    for (const text of ['2026-02-30', '2026-13-01', '26-01-01', '2026-1-1', 'a', '', '2026-01-01T25', '2026-01-01Tnoon']) expect(storyDay(text)).toBeUndefined();
  });

  it('story urls are /news/{year}/{month}/{day}/{slug} with unpadded month and day (spec 2)', () => {
    fc.assert(
      fc.property(instant, (date) => {
        const [, year, month, day] = storyUrl(date, 'x').split('/').slice(1);
        expect([Number(year), Number(month), Number(day)]).toEqual([date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate()]);
        expect(month).not.toMatch(/^0/);
      }),
    );
  });

  it('slugify gives lower-case hyphenated slugs (v2-reference 1.5)', () => {
    fc.assert(
      fc.property(anyText, (text) => {
        expect(slugify(text)).toMatch(/^([a-z0-9]+(-[a-z0-9]+)*)?$/);
      }),
    );
    expect(slugify("Women's Basketball: 3-Point Night!")).toBe('womens-basketball-3-point-night');
  });

  it('an academic season starts on 1 July', () => {
    expect(seasonOf(new Date(Date.UTC(2026, 5, 30)))).toEqual({ value: 2025, name: '2025-26' });
    expect(seasonOf(new Date(Date.UTC(2026, 6, 1)))).toEqual({ value: 2026, name: '2026-27' });
    expect(seasonOf(new Date(Date.UTC(2099, 8, 1))).name).toBe('2099-00');
  });
});

describe('query text helpers', () => {
  it('containsPattern escapes LIKE wildcards so they match literally', () => {
    fc.assert(
      fc.property(anyText, (text) => {
        const inner = containsPattern(text).slice(1, -1);
        // Unescaping gives the text back; no bare wildcard is left.
        expect(inner.replace(/\\([\\%_])/g, '$1')).toBe(text);
        expect(inner.replace(/\\[\\%_]/g, '')).not.toMatch(/[%_\\]/);
      }),
    );
  });

  it('isPlainText rejects control characters only', () => {
    expect(isPlainText('Rams 3-1 "win" über')).toBe(true);
    expect(isPlainText('a\u0000b')).toBe(false);
    expect(isPlainText('line\nbreak')).toBe(false);
  });
});

describe('seeded files', () => {
  it('simplePdf writes a PDF whose cross-reference offsets point at its objects', () => {
    fc.assert(
      fc.property(anyText, fc.array(anyText, { maxLength: 5 }), (title, paragraphs) => {
        const pdf = simplePdf(title, paragraphs);
        expect(pdf.startsWith('%PDF-1.4\n')).toBe(true);
        expect(pdf.trimEnd().endsWith('%%EOF')).toBe(true);
        expect(/^[\x20-\x7e\n]*$/.test(pdf)).toBe(true);
        const startxref = Number(/startxref\n(\d+)\n/.exec(pdf)![1]);
        expect(pdf.slice(startxref).startsWith('xref\n0 7\n')).toBe(true);
        const offsets = [...pdf.slice(startxref).matchAll(/^(\d{10}) 00000 n $/gm)].map((m) => Number(m[1]));
        offsets.forEach((offset, index) => expect(pdf.slice(offset).startsWith(`${index + 1} 0 obj`)).toBe(true));
        const length = Number(/\/Length (\d+)/.exec(pdf)![1]);
        const stream = pdf.slice(pdf.indexOf('stream\n') + 7);
        expect(stream.slice(length)).toMatch(/^\nendstream/);
      }),
    );
  });

  it('story art is well-formed SVG with the headline initials and an escaped label', () => {
    fc.assert(
      fc.property(anyText, fc.constantFrom(null, 'football', 'wswim', 'mgolf', 'unknown'), (headline, sportCode) => {
        const svg = primaryImageSvg({ sportCode, label: headline, headline, colors: { primary: '#111111', primaryText: '#ffffff', secondary: '#eeeeee', secondaryText: '#000000' }, variant: 3 });
        const doc = parseMarkup(svg, 'image/svg+xml');
        expect(doc.getElementsByTagName('parsererror')).toHaveLength(0);
        expect(doc.documentElement.getAttribute('aria-label')).toBe(headline);
      }),
    );
    expect(headlineInitials('Rams Top Lakeview, 3-1')).toBe('RTL');
    expect(headlineInitials('The Rams and the Herons')).toBe('RH');
  });
});
