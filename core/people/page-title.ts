/** A document title from the most specific part to the site name: 'Owen Pham - Baseball - Ridgemont State'. */
export function pageTitle(...parts: Array<string | null | undefined>): string {
  const kept: string[] = [];
  for (const part of parts) {
    const text = (part ?? '').trim();
    if (text !== '' && kept[kept.length - 1] !== text) kept.push(text);
  }
  return kept.join(' - ');
}
