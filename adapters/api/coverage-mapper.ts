import type { EventsResultWire } from '../../contract/events-results';
import type { CoverageGame, CoverageOutlet } from '../../core/media-coverage/coverage-game';
import { orderedOutlets } from '../../core/media-coverage/coverage-rules';
import type { LocationIndicator } from '../../core/games/game';

const text = (value: string | null | undefined): string | null => (value && value.trim() !== '' ? value.trim() : null);

function outletsOf(media: EventsResultWire['media']): CoverageOutlet[] {
  const outlets: CoverageOutlet[] = [];
  const tv = text(media.tv);
  if (tv) outlets.push({ kind: 'tv', label: tv, url: text(media.tvImageLink) });
  const video = text(media.video);
  if (video) outlets.push({ kind: 'video', label: text(media.videoText) ?? text(media.streamingProvider) ?? 'Watch live', url: video });
  const radio = text(media.radio);
  if (radio) outlets.push({ kind: 'radio', label: radio, url: null });
  const audio = text(media.audio);
  if (audio) outlets.push({ kind: 'audio', label: text(media.audioText) ?? 'Listen live', url: audio });
  const stats = text(media.stats);
  if (stats) outlets.push({ kind: 'stats', label: 'Live Stats', url: stats });
  return orderedOutlets(outlets);
}

function indicator(value: string): LocationIndicator {
  const upper = value.trim().toUpperCase();
  return upper === 'A' || upper === 'N' ? upper : 'H';
}

export function toCoverageGame(wire: EventsResultWire): CoverageGame {
  return {
    id: wire.id,
    date: wire.date,
    time: wire.allDay || wire.tbd ? null : text(wire.time),
    sport: { id: wire.sport.id, title: wire.sport.title, slug: text(wire.sport.globalSportNameSlug) },
    opponent: wire.opponent.title,
    location_indicator: indicator(wire.locationIndicator),
    location: text(wire.location),
    facility: text(wire.gameFacility?.title),
    state_label: text(wire.gameStateDisplay),
    outlets: outletsOf(wire.media),
  };
}
