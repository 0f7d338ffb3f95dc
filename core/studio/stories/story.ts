import type { StudioPerson } from '../studio-types';

export const STORY_STATUSES = ['draft', 'scheduled', 'published', 'unpublished'] as const;
export type StoryStatus = (typeof STORY_STATUSES)[number];

/** What an editor writes: the body of POST and PUT /api/studio/stories. */
export interface StoryDraft {
  title: string;
  subtitle: string;
  body: string;
  sportId: number | null;
  tags: string[];
  writer: string;
  imageId: number | null;
  imageAlt: string;
  gameId: number | null;
}

export interface StorySummary {
  id: number;
  version: number;
  status: StoryStatus;
  title: string;
  sportId: number | null;
  publishAt: string | null;
  updatedAt: string;
  updatedBy: StudioPerson | null;
  url: string | null;
}

export interface Story extends StorySummary {
  draft: StoryDraft;
  imageUrl: string | null;
  unpublishAt: string | null;
  previewUrl: string | null;
}

/** The answer of a story write: where the story now is. */
export interface StoryStamp {
  id: number;
  version: number;
  status: StoryStatus;
  url: string | null;
}

export interface StoryHistoryEntry {
  version: number;
  at: string;
  by: StudioPerson | null;
  action: string;
}

export const EMPTY_STORY_DRAFT: StoryDraft = { title: '', subtitle: '', body: '', sportId: null, tags: [], writer: '', imageId: null, imageAlt: '', gameId: null };

export const STATUS_LABELS: Record<StoryStatus, string> = { draft: 'Draft', scheduled: 'Scheduled', published: 'Published', unpublished: 'Unpublished' };

/** The columns the story table sorts by. */
export type StorySort = 'changed' | 'title' | 'status' | 'publishAt';

/** A column's first way: words and the status A to Z, times newest first. */
export const defaultStoryDirection = (sort: StorySort | undefined): 'asc' | 'desc' => (sort === 'title' || sort === 'status' ? 'asc' : 'desc');
