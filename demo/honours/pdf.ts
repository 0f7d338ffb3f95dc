import { pdfFile } from '../pdf-file';

/**
 * A one-page PDF with a few lines of text, so a publication's file link opens a real document.
 * ASCII only (the media store keeps text bodies); byte offsets in the xref table equal string offsets.
 */
export function simplePdf(lines: string[]): string {
  const escape = (line: string) => line.replace(/[^\x20-\x7e]/g, '-').replace(/([()\\])/g, '\\$1');
  const content = ['BT', '/F1 24 Tf', '72 720 Td', '30 TL', ...lines.flatMap((line, index) => (index === 0 ? [`(${escape(line)}) Tj`] : ['T*', `(${escape(line)}) Tj`])), 'ET'].join('\n');
  return pdfFile([
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ]);
}
