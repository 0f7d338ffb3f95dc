import type { NoticeState } from '../../../core/studio/notices/notice-rules';
import type { PromotionList, PromotionLocation, PromotionNotice } from '../../../core/studio/notices/promotion-notice';
import type { SplashNotice } from '../../../core/studio/notices/splash-notice';
import type { GameChoice } from '../../../core/studio/stories/game-choice';
import { num, obj, str, strOrNull, type Raw } from './lenient-read';

// The splash, promotion and game answers of /api/studio, read leniently as studio-mappers.ts reads the others.
const items = (value: unknown): unknown[] => {
  const raw = obj(value);
  return Array.isArray(value) ? value : Array.isArray(raw.items) ? raw.items : [];
};
const STATES: readonly NoticeState[] = ['scheduled', 'showing', 'ended', 'off'];

const noticeState = (value: unknown): NoticeState => (STATES.includes(value as NoticeState) ? (value as NoticeState) : 'showing');

/** What every notice answer opens with: its id (none: not a notice), version and state. */
export function noticeHead(raw: Raw): { id: number; version: number; state: NoticeState } | null {
  const id = num(raw.id);
  return id === null ? null : { id, version: num(raw.version) ?? 1, state: noticeState(raw.state) };
}

/** A notice's picture: the media file chosen, with its description and address. */
const noticeImage = (raw: Raw) => ({ imageId: num(raw.imageId), imageAlt: str(raw.imageAlt), imageUrl: strOrNull(raw.imageUrl) });

export function splash(value: unknown): SplashNotice | null {
  const raw = obj(value);
  const head = noticeHead(raw);
  if (!head) return null;
  return {
    ...head,
    title: str(raw.title),
    html: str(raw.html),
    link: str(raw.link),
    ...noticeImage(raw),
    sportId: num(raw.sportId),
    hidden: raw.hidden === true,
    startDate: strOrNull(raw.startDate),
    endDate: strOrNull(raw.endDate),
    youtubeId: strOrNull(raw.youtubeId),
    backgroundColor: strOrNull(raw.backgroundColor),
    foregroundColor: strOrNull(raw.foregroundColor),
  };
}

export const splashList = (value: unknown): SplashNotice[] => items(value).map(splash).filter((entry): entry is SplashNotice => entry !== null);

function location(value: unknown): PromotionLocation | null {
  const raw = obj(value);
  const id = num(raw.id);
  return id === null ? null : { id, name: str(raw.name), sportId: num(raw.sportId) };
}

export function promotion(value: unknown): PromotionNotice | null {
  const raw = obj(value);
  const head = noticeHead(raw);
  if (!head) return null;
  return {
    ...head,
    locationId: location(raw.location)?.id ?? num(raw.locationId),
    title: str(raw.title),
    link: str(raw.link),
    hoverText: str(raw.hoverText),
    openInNewWindow: raw.openInNewWindow === true,
    html: str(raw.html),
    ...noticeImage(raw),
    rank: num(raw.rank) ?? 0,
    startDate: strOrNull(raw.startDate),
    endDate: strOrNull(raw.endDate),
  };
}

export function promotionList(value: unknown): PromotionList {
  const raw = obj(value);
  return {
    items: items(value).map(promotion).filter((entry): entry is PromotionNotice => entry !== null),
    locations: (Array.isArray(raw.locations) ? raw.locations : []).map(location).filter((entry): entry is PromotionLocation => entry !== null),
  };
}

export function gameChoices(value: unknown): GameChoice[] {
  return items(value).flatMap((entry) => {
    const raw = obj(entry);
    const id = num(raw.id);
    if (id === null) return [];
    const where = raw.location === 'home' || raw.location === 'away' ? raw.location : 'neutral';
    return [{ id, date: str(raw.date), opponent: str(raw.opponent), location: where, season: str(raw.season) }];
  });
}
