import type { StoryDraft } from './story';
import { isEmptyBody } from './story-body';

// The studio's story form rules: the browser checks them before sending, and the server's zod
// schema (contract/studio/stories.ts storyInput) answers with the same words in its 400 `error.fields`.
export const STORY_LIMITS = { title: 200, subtitle: 300, writer: 120, tag: 60, tags: 20 } as const;

export const STORY_MESSAGES = {
  titleRequired: 'Enter a headline.',
  titleTooLong: `Keep the headline to ${STORY_LIMITS.title} characters or fewer.`,
  bodyRequired: 'Write the story.',
  subtitleTooLong: `Keep the subtitle to ${STORY_LIMITS.subtitle} characters or fewer.`,
  writerTooLong: `Keep the writer's name to ${STORY_LIMITS.writer} characters or fewer.`,
  tagsTooMany: `Use ${STORY_LIMITS.tags} tags or fewer.`,
  tagTooLong: `Keep each tag to ${STORY_LIMITS.tag} characters or fewer.`,
  imageAltRequired: 'Describe the photo for people who cannot see it.',
} as const;

export type StoryField = keyof StoryDraft;

/** The fields that need attention, with one plain message each; empty when the draft can be sent. */
export function storyFieldErrors(draft: StoryDraft): Partial<Record<StoryField, string>> {
  const errors: Partial<Record<StoryField, string>> = {};
  const title = draft.title.trim();
  if (title === '') errors.title = STORY_MESSAGES.titleRequired;
  else if (title.length > STORY_LIMITS.title) errors.title = STORY_MESSAGES.titleTooLong;
  if (isEmptyBody(draft.body)) errors.body = STORY_MESSAGES.bodyRequired;
  if (draft.subtitle.trim().length > STORY_LIMITS.subtitle) errors.subtitle = STORY_MESSAGES.subtitleTooLong;
  if (draft.writer.trim().length > STORY_LIMITS.writer) errors.writer = STORY_MESSAGES.writerTooLong;
  if (draft.tags.length > STORY_LIMITS.tags) errors.tags = STORY_MESSAGES.tagsTooMany;
  else if (draft.tags.some((tag) => tag.length > STORY_LIMITS.tag)) errors.tags = STORY_MESSAGES.tagTooLong;
  if (draft.imageId !== null && draft.imageAlt.trim() === '') errors.imageAlt = STORY_MESSAGES.imageAltRequired;
  return errors;
}

/** Tags as typed in one box ("football, senior day"): trimmed, no empties, no repeats. */
export function parseTags(text: string): string[] {
  return text
    .split(',')
    .map((part) => part.trim())
    .filter((tag, index, all) => tag !== '' && all.findIndex((other) => other.toLowerCase() === tag.toLowerCase()) === index);
}

/** The draft as the API takes it: optional fields left out when empty. */
export function storyWriteBody(draft: StoryDraft): Record<string, unknown> {
  const body: Record<string, unknown> = { title: draft.title.trim(), body: draft.body, tags: draft.tags };
  if (draft.subtitle.trim() !== '') body.subtitle = draft.subtitle.trim();
  if (draft.writer.trim() !== '') body.writer = draft.writer.trim();
  if (draft.sportId !== null) body.sportId = draft.sportId;
  if (draft.imageId !== null) {
    body.imageId = draft.imageId;
    body.imageAlt = draft.imageAlt.trim();
  }
  if (draft.gameId !== null) body.gameId = draft.gameId;
  return body;
}
