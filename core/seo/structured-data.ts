import type { Game } from '../games/game';
import { GameState } from '../games/game-state';
import type { Story } from '../stories/story';

/**
 * #12: schema.org descriptions of the site's pages as JSON-LD, for search engines. URLs may be
 * site-relative: the server that renders the page makes them absolute on its origin.
 */
export type StructuredData = Record<string, unknown> & { '@context': 'https://schema.org'; '@type': string };

const CONTEXT = 'https://schema.org' as const;

/** Drops the empty fields, so a description says only what is known. */
function compact<T extends Record<string, unknown>>(fields: T): T {
  return Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== null && value !== undefined && value !== '')) as T;
}

export interface SchoolFacts {
  schoolName: string;
  siteName: string;
  logo?: string | null;
}

/** The athletics department (every page of the home page's kind). */
export function organizationData(school: SchoolFacts): StructuredData {
  return compact({ '@context': CONTEXT, '@type': 'SportsOrganization', name: school.siteName || school.schoolName, url: '/', logo: school.logo, parentOrganization: compact({ '@type': 'CollegeOrUniversity', name: school.schoolName }) });
}

/** A sport's team (its sport home page). */
export function sportsTeamData(sport: { title: string; slug: string }, school: SchoolFacts): StructuredData {
  return compact({ '@context': CONTEXT, '@type': 'SportsTeam', name: `${school.schoolName} ${sport.title}`, sport: sport.title, url: `/sports/${sport.slug}`, logo: school.logo, memberOf: compact({ '@type': 'CollegeOrUniversity', name: school.schoolName }) });
}

/** A story (NewsArticle). */
export function newsArticleData(story: Pick<Story, 'title' | 'date' | 'byline' | 'url' | 'teaser' | 'primary_image' | 'writer'>, school: SchoolFacts): StructuredData {
  const author = story.writer?.name || story.byline || school.siteName;
  return compact({
    '@context': CONTEXT,
    '@type': 'NewsArticle',
    headline: story.title.slice(0, 110),
    description: story.teaser,
    datePublished: story.date,
    url: story.url,
    mainEntityOfPage: story.url,
    image: story.primary_image ? [story.primary_image.url] : undefined,
    author: [{ '@type': story.writer ? 'Person' : 'Organization', name: author }],
    publisher: compact({ '@type': 'Organization', name: school.siteName || school.schoolName, logo: school.logo ? { '@type': 'ImageObject', url: school.logo } : undefined }),
  });
}

/** A person's bio (a player's or a coach's). */
export function personData(person: { name: string; jobTitle?: string | null; image?: string | null; url: string }, school: SchoolFacts): StructuredData {
  return compact({ '@context': CONTEXT, '@type': 'Person', name: person.name, jobTitle: person.jobTitle, image: person.image, url: person.url, affiliation: compact({ '@type': 'CollegeOrUniversity', name: school.schoolName }) });
}

function eventStatus(state: Game['game_state']): string {
  if (state === GameState.Canceled) return 'https://schema.org/EventCancelled';
  if (state === GameState.Postponed) return 'https://schema.org/EventPostponed';
  return 'https://schema.org/EventScheduled';
}

/** A game (SportsEvent): its teams, start, place and status. */
export function sportsEventData(game: Pick<Game, 'date' | 'end_date' | 'location' | 'location_indicator' | 'opponent' | 'game_state'>, sportTitle: string, school: SchoolFacts, url: string): StructuredData {
  const ours = { '@type': 'SportsTeam', name: `${school.schoolName} ${sportTitle}` };
  const theirs = { '@type': 'SportsTeam', name: game.opponent.title };
  const atHome = game.location_indicator !== 'A';
  return compact({
    '@context': CONTEXT,
    '@type': 'SportsEvent',
    name: `${sportTitle}: ${school.schoolName} ${atHome ? 'vs.' : 'at'} ${game.opponent.title}`,
    sport: sportTitle,
    startDate: game.date,
    endDate: game.end_date,
    url,
    eventStatus: eventStatus(game.game_state),
    location: game.location ? { '@type': 'Place', name: game.location, address: game.location } : undefined,
    homeTeam: atHome ? ours : theirs,
    awayTeam: atHome ? theirs : ours,
    competitor: [ours, theirs],
  });
}
