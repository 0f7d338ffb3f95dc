import type { ComparedFamily } from './family';

// Every page of a list at the largest page size (the demo school's lists fit in two; a page past the end is empty on both).
const pages = (path: string): [string, string][] => [0, 1, 2].map((page): [string, string] => {
  const paged = `${path}${path.includes('?') ? '&' : '?'}$pageSize=100&$pageIndex=${page}`;
  return [paged, paged];
});
const same = (path: string): [string, string] => [path, path];

/**
 * Videos and their categories, live streams, press clips, publications and the archive. The archive lists the
 * published stories: its answers are compared once 'stories' are imported.
 */
export const mediaContentAnswers: ComparedFamily = async (pairs) => {
  const sports = await pairs('sports');
  const categories = await pairs('video-categories');
  const clips = await pairs('press-clips');
  const stories = await pairs('stories');
  const bySport = (path: string) => sports.map(({ source, local }): [string, string] => [`${path}${path.includes('?') ? '&' : '?'}sportId=${source}&$pageSize=100`, `${path}${path.includes('?') ? '&' : '?'}sportId=${local}&$pageSize=100`]);
  return [
    same('/Videos/all-access/categories/live'),
    same('/Videos/all-access/categories/video'),
    ...pages('/Videos/all-access'),
    ...pages('/Videos/youtube'),
    ...pages('/RelatedVideos'),
    same('/RelatedVideos?type=youtube&$pageSize=100'),
    same('/RelatedVideos?type=allaccess&$pageSize=100'),
    same('/RelatedVideos/settings'),
    ...bySport('/Videos/all-access'),
    ...bySport('/Videos/youtube'),
    ...categories.map(({ source, local }): [string, string] => [`/Videos/all-access?categoryId=${source}&$pageSize=100`, `/Videos/all-access?categoryId=${local}&$pageSize=100`]),
    ...bySport('/LiveStream'),
    ...pages('/PressClips'),
    ...bySport('/PressClips'),
    same('/PressClips/filters/seasons'),
    same('/PressClips/filters/years'),
    ...clips.map(({ source, local }): [string, string] => [`/PressClips/${source}`, `/PressClips/${local}`]),
    same('/Publications'),
    same('/Publications/settings'),
    ...sports.map(({ source, local }): [string, string] => [`/Publications?sportId=${source}`, `/Publications?sportId=${local}`]),
    same('/Publications/no-such-publication'),
    ...(stories.length > 0 ? [...pages('/Archives'), same('/Archives/filters/seasons'), same('/Archives/filters/sports'), ...bySport('/Archives')] : []),
  ];
};
