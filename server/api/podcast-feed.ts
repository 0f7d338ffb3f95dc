import type { PodcastEpisodeWire, PodcastSettingsWire } from '../../contract/podcasts';
import { absolute, escapeMarkup } from './editorial-format';

// XML 1.0 forbids most control characters even when escaped.
const NOT_XML = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;
const xml = (text: string) => escapeMarkup(text.replace(NOT_XML, ''));

function duration(seconds: number | null | undefined): string {
  const total = Math.max(0, seconds ?? 0);
  const [h, m, s] = [Math.floor(total / 3600), Math.floor((total % 3600) / 60), total % 60];
  return [h, m, s].map((part) => String(part).padStart(2, '0')).join(':');
}

export interface PodcastFeedOptions {
  settings: Omit<PodcastSettingsWire, 'siteHostName' | 'hubContent'>;
  origin: string;
  selfUrl: string;
  /** Published episodes, newest first. */
  episodes: PodcastEpisodeWire[];
  now: Date;
}

/** v2-reference 14 (GET /Podcasts/rss · v2.1): the RSS 2.0 podcast feed of the school's published episodes, with enclosures. */
export function podcastFeedXml({ settings, origin, selfUrl, episodes, now }: PodcastFeedOptions): string {
  const home = absolute(origin, '/podcasts');
  const items = episodes.map((episode) => {
    const link = absolute(origin, episode.pageUrl ?? '/podcasts');
    return [
      '<item>',
      `<title>${xml(episode.title)}</title>`,
      `<link>${xml(link)}</link>`,
      `<guid isPermaLink="false">podcast-${episode.id}</guid>`,
      `<description>${xml(episode.rawDescription)}</description>`,
      `<pubDate>${new Date(episode.datePublished).toUTCString()}</pubDate>`,
      episode.categoryName ? `<category>${xml(episode.categoryName)}</category>` : '',
      `<enclosure url="${xml(episode.absoluteUrl)}" length="${xml(episode.enclosureLength)}" type="${xml(episode.enclosureType)}"/>`,
      `<itunes:duration>${duration(episode.duration)}</itunes:duration>`,
      `<itunes:image href="${xml(absolute(origin, episode.imagePath))}"/>`,
      '</item>',
    ].join('');
  });
  const built = episodes[0] ? new Date(episodes[0].datePublished) : now;
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:itunes="http://www.itunes.com/dtds/podcast-1.0.dtd">',
    '<channel>',
    `<title>${xml(settings.title)}</title>`,
    `<link>${xml(home)}</link>`,
    `<description>${xml(settings.description)}</description>`,
    '<language>en-us</language>',
    `<managingEditor>${xml(`${settings.managingEmail} (${settings.authorName})`)}</managingEditor>`,
    `<itunes:author>${xml(settings.authorName)}</itunes:author>`,
    `<itunes:image href="${xml(absolute(origin, settings.rssImage))}"/>`,
    `<lastBuildDate>${built.toUTCString()}</lastBuildDate>`,
    `<atom:link href="${xml(selfUrl)}" rel="self" type="application/rss+xml"/>`,
    ...items,
    '</channel>',
    '</rss>',
    '',
  ].join('\n');
}
