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

const stories = (n: number) => `${n} ${n === 1 ? 'story' : 'stories'}`;

/**
 * What the table says after a bulk action: how many it did, how many it left as they were (already in that state),
 * and each one that was refused, by headline and why ("changed by Dana since"): every story is accounted for.
 */
export function bulkOutcomeMessage(action: StoryBulkAction, outcome: { done: number; skipped: number; refused: Array<{ title: string; reason: string }> }): string {
  const parts = [`${DONE[action]} ${stories(outcome.done)}.`];
  if (outcome.skipped > 0) parts.push(`${stories(outcome.skipped)} left as ${outcome.skipped === 1 ? 'it was' : 'they were'}.`);
  for (const refused of outcome.refused) parts.push(`“${refused.title || 'Untitled story'}”: ${refused.reason}`);
  return parts.join(' ');
}
