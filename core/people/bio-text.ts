/** A bio's plain text as paragraphs: split on line breaks, trimmed, empty lines dropped. */
export function bioParagraphs(text: string | null | undefined): string[] {
  return (text ?? '')
    .split(/\r?\n/)
    .map((line) => line.trim().replace(/\s+/g, ' '))
    .filter((line) => line !== '');
}
