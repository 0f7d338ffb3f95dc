import type { MediaItem, MediaUse, MediaUseKind } from '../../../core/studio/media/media';
import type { AlertNotice } from '../../../core/studio/notices/notice';
import { STORY_STATUSES, type Story, type StoryHistoryEntry, type StoryStamp, type StoryStatus, type StorySummary } from '../../../core/studio/stories/story';
import { num, obj, str, strOrNull } from './lenient-read';
import { noticeHead } from './notice-mappers';
import type { ActivityEntry, StudioPage, StudioPerson } from '../../../core/studio/studio-types';

// The studio's answers, read leniently (lenient-read.ts): a field the server leaves out or misspells never breaks a screen.
const status = (value: unknown): StoryStatus => (STORY_STATUSES.includes(value as StoryStatus) ? (value as StoryStatus) : 'draft');

export function person(value: unknown): StudioPerson | null {
  const raw = obj(value);
  const id = num(raw.id);
  const name = str(raw.name);
  // A write by no account (the scheduler, the demo department) still has a name to show.
  return id === null && name === '' ? null : { id, name };
}

export function page<T>(value: unknown, item: (raw: unknown) => T | null): StudioPage<T> {
  const raw = obj(value);
  const items = (Array.isArray(raw.items) ? raw.items : []).map(item).filter((entry): entry is T => entry !== null);
  return { items, total: num(raw.total) ?? items.length, page: num(raw.page) ?? 1, pageSize: num(raw.pageSize) ?? items.length };
}

export function storyStamp(value: unknown): StoryStamp | null {
  const raw = obj(value);
  const id = num(raw.id);
  const version = num(raw.version);
  return id === null || version === null ? null : { id, version, status: status(raw.status), url: strOrNull(raw.url) };
}

export function storySummary(value: unknown): StorySummary | null {
  const raw = obj(value);
  const stamp = storyStamp(raw);
  if (!stamp) return null;
  return { ...stamp, title: str(raw.title), sportId: num(raw.sportId), publishAt: strOrNull(raw.publishAt), updatedAt: str(raw.updatedAt), updatedBy: person(raw.updatedBy) };
}

export function story(value: unknown): Story | null {
  const raw = obj(value);
  const summary = storySummary(raw);
  if (!summary) return null;
  return {
    ...summary,
    draft: {
      title: str(raw.title),
      subtitle: str(raw.subtitle),
      body: str(raw.body),
      sportId: num(raw.sportId),
      tags: Array.isArray(raw.tags) ? raw.tags.filter((tag): tag is string => typeof tag === 'string') : [],
      writer: str(raw.writer),
      imageId: num(raw.imageId),
      imageAlt: str(raw.imageAlt),
      gameId: num(raw.gameId),
    },
    imageUrl: strOrNull(raw.imageUrl),
    unpublishAt: strOrNull(raw.unpublishAt),
    previewUrl: strOrNull(raw.previewUrl),
  };
}

export function historyEntry(value: unknown): StoryHistoryEntry | null {
  const raw = obj(value);
  const version = num(raw.version);
  return version === null ? null : { version, at: str(raw.at), by: person(raw.by), action: str(raw.action) };
}

export function media(value: unknown): MediaItem | null {
  const raw = obj(value);
  const id = num(raw.id);
  if (id === null) return null;
  const item: MediaItem = { id, version: num(raw.version) ?? 1, url: str(raw.url), type: str(raw.type), width: num(raw.width), height: num(raw.height), alt: str(raw.alt), bytes: num(raw.bytes) ?? 0, name: str(raw.name) };
  if (Array.isArray(raw.usedBy)) item.usedBy = raw.usedBy.map(mediaUse).filter((use): use is MediaUse => use !== null);
  return item;
}

const MEDIA_USE_KINDS: readonly MediaUseKind[] = ['story', 'alert', 'splash', 'promotion', 'player', 'coach', 'opponent'];

function mediaUse(value: unknown): MediaUse | null {
  const raw = obj(value);
  const id = num(raw.id);
  const kind = MEDIA_USE_KINDS.find((known) => known === raw.kind);
  return id === null || !kind ? null : { kind, id, title: str(raw.title) };
}

export function alert(value: unknown): AlertNotice | null {
  const raw = obj(value);
  const head = noticeHead(raw);
  if (!head) return null;
  return {
    ...head,
    title: str(raw.title),
    message: str(raw.message),
    link: str(raw.link),
    startDate: strOrNull(raw.startDate),
    endDate: strOrNull(raw.endDate),
    enabled: raw.enabled !== false,
  };
}

export function activity(value: unknown): ActivityEntry | null {
  const raw = obj(value);
  const id = num(raw.id);
  if (id === null) return null;
  return { id, at: str(raw.at), by: person(raw.by), action: str(raw.action), kind: str(raw.kind), itemId: num(raw.itemId), summary: str(raw.summary) };
}

/** A list of staff members who are accounts (each with its id). */
export function people(value: unknown): StudioPerson[] {
  return (Array.isArray(value) ? value : []).map(person).filter((entry): entry is StudioPerson => entry !== null && entry.id !== null);
}
