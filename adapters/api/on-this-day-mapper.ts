import type { OnThisDayWire, OtdYearWire } from '../../contract/on-this-day';
import type { OnThisDay, OtdEntry, OtdSport, OtdYear } from '../../core/on-this-day/on-this-day';

type SportWire = { id: number; title: string; globalSportNameSlug?: string | null } | null | undefined;
type ImageWire = { url: string; alt?: string | null } | null | undefined;

const toSport = (wire: SportWire): OtdSport | null => (wire ? { id: wire.id, title: wire.title, slug: wire.globalSportNameSlug ?? null } : null);
const toImage = (wire: ImageWire, fallbackAlt: string) => (wire ? { url: wire.url, alt: wire.alt || fallbackAlt } : null);

function toYear(wire: OtdYearWire): OtdYear {
  const base = (entry: { id: number; date: string; sport?: SportWire; featured: boolean }) => ({ id: entry.id, date: entry.date, sport: toSport(entry.sport), featured: entry.featured });
  const entries: OtdEntry[] = [
    ...(wire.notes ?? []).map((note): OtdEntry => ({ ...base(note), type: 'note', title: note.title, text: note.text })),
    ...wire.stories.map((story): OtdEntry => ({ ...base(story), type: 'story', title: story.title, url: story.url, byline: story.byline ?? null, image: toImage(story.image, story.title) })),
    ...wire.games.map(
      (game): OtdEntry => ({
        ...base(game),
        type: 'game',
        locationIndicator: game.locationIndicator,
        opponent: game.opponent?.title ?? null,
        result: game.result ? { status: game.result.status ?? null, teamScore: game.result.teamScore ?? null, opponentScore: game.result.opponentScore ?? null } : null,
      }),
    ),
    ...wire.videos.map((video): OtdEntry => ({ ...base(video), type: 'video', title: video.title, url: video.url, image: toImage(video.image, video.title) })),
    ...wire.podcasts.map((podcast): OtdEntry => ({ ...base(podcast), type: 'podcast', title: podcast.title, url: podcast.url })),
  ];
  return { year: wire.year, entries };
}

/** The day asked for is echoed by our API; another backend's answer is read as the day requested. */
export function toOnThisDay(wire: OnThisDayWire, asked: { month: number; day: number }): OnThisDay {
  return {
    month: wire.month ?? asked.month,
    day: wire.day ?? asked.day,
    years: wire.data.map(toYear),
    image: wire.randomImage ? { url: wire.randomImage.url, alt: wire.randomImage.alt || '' } : null,
  };
}
