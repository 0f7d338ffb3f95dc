import type { AdapterSet } from '../../../core/backend/adapter-set';
import { documentPathFrom } from '../../../core/documents/document-rules';
import type { SiteDocument } from '../../../core/documents/site-document';
import type { CoverageDay } from '../../../core/media-coverage/coverage-game';
import type { MomentVideo } from '../../../core/moments/moment-video';
import type { Paged } from '../../../core/paging/paging';
import { coachBioPath, rosterBioPath, staffBioPath } from '../../../core/people/people-paths';
import { fullName } from '../../../core/people/person-slug';
import type { Sport } from '../../../core/sports/sport';
import type { StaffMember } from '../../../core/staff/staff-member';
import type { Story } from '../../../core/stories/story';
import type { EditorialData, PersonEntry } from './editorial-data';
import { isHighlight } from './in-memory-moments-repository';
import { plainText } from './site-search';
import { storySlug } from './story-rules';
import { inBatches } from '../in-memory-answer';

const DAY_MS = 86_400_000;
/** How many calls run at once. */
/** The coverage the dump keeps: a week before the demo's today to half a year after (the coverage page looks four weeks ahead). */
const COVERAGE_BEFORE_DAYS = 7;
const COVERAGE_AFTER_DAYS = 180;

/** Every item of a paged list, page after page (the first page says how many there are). */
async function allPages<T>(page: (index: number) => Promise<Paged<T>>): Promise<T[]> {
  const first = await page(0);
  const rest = await inBatches(
    Array.from({ length: Math.max(0, first.pages - 1) }, (_, i) => i + 1),
    page,
  );
  return [first, ...rest].flatMap((p) => p.items);
}

const utcDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** Every published story's full page, newest first (the archive lists them; each page has the body, tags and sport). */
async function dumpStories(api: AdapterSet): Promise<Story[]> {
  const listed = await allPages((page) => api.stories.archive({ search: '', seasonYear: null, sportId: null, page }));
  const seen = new Set<number>();
  const unique = listed.filter((summary) => !seen.has(summary.id) && seen.add(summary.id));
  const stories = await inBatches(unique, (summary) => api.stories.story(summary.date.slice(0, 10), storySlug(summary)));
  return stories.filter((story): story is Story => story !== undefined);
}

function staffEntry(member: StaffMember): PersonEntry {
  return {
    result: { type: 'staff', id: member.id, title: fullName(member), url: staffBioPath(member), image: member.image, date: null, sport: null },
    about: `${member.title}, ${member.department.title}`,
    text: plainText(member.bio ?? ''),
  };
}

/** The historical roster's page size: the API's largest. */
const PEOPLE_PAGE_SIZE = 100;

/**
 * The people the site search finds: every player of a roster (one entry per player and sport, found
 * by name, sport and seasons, linking to their latest season's bio), each coach of a sport and every
 * staff member of the directory.
 */
async function dumpPeople(api: AdapterSet): Promise<PersonEntry[]> {
  const [players, directory] = await Promise.all([
    allPages((pageIndex) => api.players.history({ pageIndex, pageSize: PEOPLE_PAGE_SIZE })),
    api.staff.directory(),
  ]);
  const seen = new Set<number>();
  const playerEntries = players
    .filter((player) => !seen.has(player.roster_player_id) && seen.add(player.roster_player_id))
    .map(
      (player): PersonEntry => ({
        result: { type: 'player', id: player.roster_player_id, title: fullName(player), url: rosterBioPath(player.sport.slug, { ...player, id: player.roster_player_id }), image: player.image, date: null, sport: { ...player.sport } },
        about: [player.sport.title, player.seasons.join(', ')].filter((part) => part !== '').join(' · '),
        text: '',
      }),
    );
  const coachEntries = directory.flatMap((member) =>
    member.roles
      .filter((role) => role.kind === 'coach')
      .map(
        (role): PersonEntry => ({
          result: { type: 'coach', id: member.id, title: fullName(member), url: coachBioPath(role.sport_slug, { ...member, staff_id: member.id }), image: member.image, date: null, sport: { id: role.sport_id, title: role.sport_title, slug: role.sport_slug } },
          about: `${role.title}, ${role.sport_title}`,
          text: plainText(member.bio ?? ''),
        }),
      ),
  );
  return [...playerEntries, ...coachEntries, ...directory.map(staffEntry)];
}

/** The days with covered games around the demo's today. */
async function dumpCoverage(api: AdapterSet, today: number): Promise<CoverageDay[]> {
  const window = { start: utcDay(today - COVERAGE_BEFORE_DAYS * DAY_MS), end: utcDay(today + COVERAGE_AFTER_DAYS * DAY_MS) };
  return allPages((page) => api.coverage.days(window, page));
}

/** The document paths named by links in some content (`/documents/{path}`). */
function documentLinks(content: unknown): string[] {
  const text = JSON.stringify(content) ?? '';
  return [...text.matchAll(/\/documents\/([A-Za-z0-9._/-]+)/g)].flatMap((match) => documentPathFrom(match[1]) ?? []);
}

/**
 * The documents the site links to: from the menus, the sport menus, the site setup (footer), the
 * ticket office, every story, and the documents themselves (followed until no new link is found).
 * The API lists no documents through the ports, so one no page links to is not in the demo.
 */
async function dumpDocuments(api: AdapterSet, sports: readonly Sport[], stories: readonly Story[]): Promise<SiteDocument[]> {
  const [main, setup, tickets, sportMenus] = await Promise.all([
    api.navigation.main(),
    api.settings.siteSetup(),
    api.tickets.experience(),
    inBatches(sports, (sport) => api.navigation.forSport(sport.id)),
  ]);
  const documents = new Map<string, SiteDocument | undefined>();
  let next = new Set(documentLinks([main, setup, tickets, sportMenus, stories.map((story) => [story.body_html, story.links])]));
  while (next.size > 0) {
    const paths = [...next].filter((path) => !documents.has(path));
    const found = await inBatches(paths, (path) => api.documents.byPath(path));
    paths.forEach((path, i) => documents.set(path, found[i]));
    next = new Set(found.flatMap((document) => (document?.html ? documentLinks(document.html) : [])).filter((path) => !documents.has(path)));
  }
  const byId = new Map<number, SiteDocument>();
  for (const document of documents.values()) if (document) byId.set(document.id, document);
  return [...byId.values()].sort((a, b) => a.path.localeCompare(b.path));
}

/**
 * The videos of every list the moments page shows: all sports' highlights, and the videos of each
 * sport without highlights (its list falls back to all its videos). When the school has no
 * highlights at all, the all-sports list is already every video.
 */
async function dumpVideos(api: AdapterSet, sports: readonly Sport[]): Promise<MomentVideo[]> {
  const all = await allPages((page) => api.moments.videos({ sportId: null, page }));
  const highlighted = new Set(all.filter(isHighlight).flatMap((video) => (video.sport ? [video.sport.id] : [])));
  const others = highlighted.size === 0 && all.length > 0 ? [] : sports.filter((sport) => !highlighted.has(sport.id));
  const lists = await inBatches(others, (sport) => allPages((page) => api.moments.videos({ sportId: sport.id, page })));
  const byId = new Map<string, MomentVideo>();
  for (const video of [...all, ...lists.flat()]) if (!byId.has(video.id)) byId.set(video.id, video);
  return [...byId.values()];
}

/** Reads the editorial demo data through the ports of a backend that holds the seed (our API). */
export async function dumpEditorial(api: AdapterSet, today: number): Promise<EditorialData> {
  const [sports, stories, archiveSports, tags, pressClips, rss, coverage] = await Promise.all([
    api.sports.list(),
    dumpStories(api),
    api.stories.archiveSports(),
    api.tags.list(),
    allPages((page) => api.pressClips.list({ season: null, sportId: null, page })),
    api.rss.feeds(),
    dumpCoverage(api, today),
  ]);
  const [people, documents, videos] = await Promise.all([dumpPeople(api), dumpDocuments(api, sports, stories), dumpVideos(api, sports)]);
  return { stories, archiveSports, tags, people, coverage, documents, pressClips, videos, rss };
}
