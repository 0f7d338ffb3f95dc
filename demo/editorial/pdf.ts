import { pdfFile } from '../pdf-file';

/**
 * A minimal one-page PDF 1.4 of a title and paragraphs (Helvetica), ASCII only, so it can live in
 * the text media store and every byte offset in the cross-reference table is a character offset.
 */

const WRAP = 88;
const MAX_LINES = 46;

function ascii(text: string): string {
  return text
    .replace(/[‘’]/g, "'")
    .replace(/[“”]/g, '"')
    .replace(/[–—]/g, '-')
    .replace(/[^\x20-\x7e]/g, '');
}

const pdfString = (text: string) => `(${ascii(text).replace(/[\\()]/g, (c) => `\\${c}`)})`;

function wrap(paragraph: string): string[] {
  const lines: string[] = [];
  let current = '';
  for (const word of ascii(paragraph).split(/\s+/).filter(Boolean)) {
    if (current && current.length + word.length + 1 > WRAP) {
      lines.push(current);
      current = word;
    } else current = current ? `${current} ${word}` : word;
  }
  if (current) lines.push(current);
  return lines;
}

export function simplePdf(title: string, paragraphs: string[]): string {
  const lines = paragraphs.flatMap((paragraph, index) => [...(index > 0 ? [''] : []), ...wrap(paragraph)]).slice(0, MAX_LINES);
  const content = [
    `BT /F2 18 Tf 72 720 Td ${pdfString(title)} Tj ET`,
    `BT /F1 11 Tf 72 688 Td 14 TL ${lines.map((text) => `${pdfString(text)} Tj T*`).join(' ')} ET`,
  ].join('\n');
  return pdfFile([
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 4 0 R /F2 5 0 R >> >> /Contents 6 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold >>',
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
  ]);
}
