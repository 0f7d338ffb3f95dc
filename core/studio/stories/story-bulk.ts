import { bulkMessage, type BulkNoun, type BulkOutcome } from '../bulk-outcome';
import type { StoryStatus } from './story';

/** What the story table does to the stories ticked in it. */
export type StoryBulkAction = 'publish' | 'unpublish' | 'delete';

/** Whether a story in this state takes the action: publish what is not out now, take down what is out or due. */
export function takesBulkAction(action: StoryBulkAction, status: StoryStatus): boolean {
  if (action === 'publish') return status !== 'published';
  if (action === 'unpublish') return status === 'published' || status === 'scheduled';
  return true;
}

const DONE: Record<StoryBulkAction, string> = { publish: 'Published', unpublish: 'Unpublished', delete: 'Deleted' };

const STORY: BulkNoun = { one: 'story', many: 'stories', untitled: 'Untitled story' };

/** What the story table says after a bulk action ("Published 2 stories. “X”: Dana changed it since…"). */
export function bulkOutcomeMessage(action: StoryBulkAction, outcome: BulkOutcome): string {
  return bulkMessage(DONE[action], STORY, outcome);
}
