import { asc, inArray } from 'drizzle-orm';
import { wireDateTime } from '../../../../server/api/editorial-format';
import type { Database } from '../../../../server/store/database';
import { stories, tags } from '../../../../server/store/tables/editorial';
import type { ComparedFamily } from './family';

const pages = (path: string, count: number): [string, string][] =>
  Array.from({ length: Math.max(Math.ceil(count / 100), 1) }, (_, page): [string, string] => {
    const paged = `${path}${path.includes('?') ? '&' : '?'}$pageSize=100&$pageIndex=${page}`;
    return [paged, paged];
  });

/**
 * Stories (every page, each story by date and name, each story's games), tags, documents and navigation. A story's
 * address is the same on both sides (post date and filename); it is read from the imported school's rows.
 */
export function storiesAnswers(database: () => Database): ComparedFamily {
  return async (pairs) => {
    const [storyPairs, tagPairs, documentPairs, sports] = await Promise.all([pairs('stories'), pairs('tags'), pairs('documents'), pairs('sports')]);
    const locals = storyPairs.map((pair) => pair.local);
    const rows = locals.length === 0 ? [] : await database().db.select({ id: stories.id, postDate: stories.postDate, filename: stories.filename }).from(stories).where(inArray(stories.id, locals));
    const byId = new Map(rows.map((row) => [row.id, row]));
    const tagSlugs = tagPairs.length === 0 ? [] : await database().db.select({ slug: tags.slug }).from(tags).where(inArray(tags.id, tagPairs.map((pair) => pair.local))).orderBy(asc(tags.slug));
    return [
      ...pages('/Stories', storyPairs.length),
      ...pages('/Stories/related', storyPairs.length),
      ['/Tags', '/Tags'],
      ['/Tags/filters', '/Tags/filters'],
      ...tagSlugs.map(({ slug }): [string, string] => [`/Tags/content?slug=${slug}&$pageSize=100`, `/Tags/content?slug=${slug}&$pageSize=100`]),
      ...pages('/Documents', documentPairs.length),
      ...documentPairs.map(({ source, local }): [string, string] => [`/Documents/${source}`, `/Documents/${local}`]),
      ['/Navigation', '/Navigation'],
      ...sports.map(({ source, local }): [string, string] => [`/Navigation/sub?sportId=${source}`, `/Navigation/sub?sportId=${local}`]),
      ...sports.map(({ source, local }): [string, string] => [`/Stories?SportId=${source}&$pageSize=100`, `/Stories?SportId=${local}&$pageSize=100`]),
      ...storyPairs.flatMap(({ source, local }): [string, string][] => {
        const row = byId.get(local)!;
        const path = `/Stories/${wireDateTime(row.postDate)}/${row.filename}`;
        return [
          [path, path],
          [`/Stories/games?storiesIds=${source}`, `/Stories/games?storiesIds=${local}`],
        ];
      }),
    ];
  };
}
