import { describe, expect, it } from 'vitest';
import { bulkOutcomeMessage, takesBulkAction } from '../../../core/studio/stories/story-bulk';
import { STORY_STATUSES } from '../../../core/studio/stories/story';

describe("the story table's bulk actions", () => {
  it('publish what is not out, take down what is out or scheduled, delete anything', () => {
    const taking = (action: 'publish' | 'unpublish' | 'delete') => STORY_STATUSES.filter((status) => takesBulkAction(action, status));
    expect(taking('publish')).toEqual(['draft', 'scheduled', 'unpublished']);
    expect(taking('unpublish')).toEqual(['scheduled', 'published']);
    expect(taking('delete')).toEqual([...STORY_STATUSES]);
  });

  it('account for every story ticked: done, left as it was, refused and why', () => {
    expect(bulkOutcomeMessage('publish', { done: 3, skipped: 0, refused: [] })).toBe('Published 3 stories.');
    expect(bulkOutcomeMessage('unpublish', { done: 1, skipped: 2, refused: [] })).toBe('Unpublished 1 story. 2 stories left as they were.');
    expect(bulkOutcomeMessage('delete', { done: 0, skipped: 1, refused: [{ title: '', reason: 'Someone else changed it since.' }] })).toBe('Deleted 0 stories. 1 story left as it was. “Untitled story”: Someone else changed it since.');
  });
});
