import type { Publication } from './publication';

/** What a visitor reads when the school has no publications (v2-reference 32: 404 with a Message). */
export const NO_PUBLICATIONS_TEXT = 'There are no publications to show right now. Media guides and game programs will appear here as soon as they are published.';

const KIND_TITLES: ReadonlyArray<readonly [kind: string, title: string]> = [
  ['media-guide', 'Media Guides'],
  ['game-program', 'Game Programs'],
];
const OTHER_TITLE = 'More Publications';

export interface PublicationGroup {
  kind: string;
  title: string;
  publications: Publication[];
}

/** Publications by kind: media guides, then game programs, then any other kind; the API's order kept inside. */
export function groupPublications(publications: readonly Publication[]): PublicationGroup[] {
  const known = KIND_TITLES.map(([kind, title]) => ({ kind, title, publications: publications.filter((item) => item.kind === kind) }));
  const others = publications.filter((item) => !KIND_TITLES.some(([kind]) => kind === item.kind));
  return [...known, { kind: 'other', title: OTHER_TITLE, publications: others }].filter((group) => group.publications.length > 0);
}

/** The kind as a label on a card: 'Media Guide', 'Game Program', else none. */
export function publicationKindLabel(kind: string | null): string | null {
  const found = KIND_TITLES.find(([known]) => known === kind);
  return found ? found[1].replace(/s$/, '') : null;
}
