import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { deliverySummary, moveItem, newsletterIdParam, recipientsWords, sameDraft } from '../../../core/studio/newsletters/newsletter-rules';

describe('the newsletter rules of the studio', () => {
  it('says how a send went in the words of the list', () => {
    expect(deliverySummary({ recipients: 9831, sent: 9812, queued: 3, failed: 2, unsubscribesSince: 14 })).toBe('9,812 sent · 3 queued · 2 failed · 14 unsubscribed since');
    expect(deliverySummary({ recipients: 5, sent: 5, queued: 0, failed: 0, unsubscribesSince: 0 })).toBe('5 sent');
    expect(recipientsWords(1)).toBe('1 confirmed fan');
    expect(recipientsWords(1234)).toBe('1,234 confirmed fans');
  });

  it('moves a story one place and keeps every story once', () => {
    expect(moveItem([1, 2, 3], 1, -1)).toEqual([2, 1, 3]);
    expect(moveItem([1, 2, 3], 2, 1)).toEqual([1, 2, 3]);
    fc.assert(
      fc.property(fc.uniqueArray(fc.integer(), { maxLength: 30 }), fc.nat(40), fc.constantFrom(-1 as const, 1 as const), (list, index, delta) => {
        const moved = moveItem(list, index, delta);
        expect([...moved].sort()).toEqual([...list].sort());
        expect(moveItem(moved, index + delta, delta === 1 ? -1 : 1)).toEqual(index + delta >= 0 && index + delta < list.length && index < list.length ? list : moved);
      }),
    );
  });

  it('reads the URL parameter and compares drafts (the sports in any order)', () => {
    expect(newsletterIdParam('new')).toBe('new');
    expect(newsletterIdParam('12')).toBe(12);
    expect(newsletterIdParam('012')).toBeNull();
    const draft = { subject: 'A', introHtml: '', storyIds: [1, 2], sportIds: [3, 5] };
    expect(sameDraft(draft, { ...draft, sportIds: [5, 3] })).toBe(true);
    expect(sameDraft(draft, { ...draft, storyIds: [2, 1] })).toBe(false);
  });
});
