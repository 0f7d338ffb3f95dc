/**
 * A one-page PDF with a few lines of text, so a publication's file link opens a real document.
 * ASCII only (the media store keeps text bodies); byte offsets in the xref table equal string offsets.
 */
export function simplePdf(lines: string[]): string {
  const escape = (line: string) => line.replace(/[^\x20-\x7e]/g, '-').replace(/([()\\])/g, '\\$1');
  const content = ['BT', '/F1 24 Tf', '72 720 Td', '30 TL', ...lines.flatMap((line, index) => (index === 0 ? [`(${escape(line)}) Tj`] : ['T*', `(${escape(line)}) Tj`])), 'ET'].join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(body.length);
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('')}`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return body;
}
