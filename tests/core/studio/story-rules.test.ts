import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { RICH_TEXT_POLICY } from '../../../core/editorial/html-policy';
import { MemoryStorage } from '../../support/memory-storage';
import { DraftBackups, draftBackupKey, isWorthRestoring } from '../../../core/studio/stories/draft-backup';
import { EMPTY_STORY_DRAFT } from '../../../core/studio/stories/story';
import { isAllowedLinkHref, STORY_BODY_ELEMENTS } from '../../../core/studio/stories/story-body';
import { parseTags, STORY_MESSAGES, storyFieldErrors, storyWriteBody } from '../../../core/studio/stories/story-rules';
import { studioNavFor, storyIdParam } from '../../../core/studio/studio-nav';

describe('story form rules', () => {
  it('asks for a headline and for alt text when a photo is chosen', () => {
    expect(storyFieldErrors(EMPTY_STORY_DRAFT)).toEqual({ title: STORY_MESSAGES.titleRequired, body: 'Write the story.' });
    expect(storyFieldErrors({ ...EMPTY_STORY_DRAFT, title: 'Win', body: '<p></p>' })).toEqual({ body: 'Write the story.' });
    const written = { ...EMPTY_STORY_DRAFT, title: 'Win', body: '<p>We won.</p>' };
    expect(storyFieldErrors({ ...written, imageId: 4 })).toEqual({ imageAlt: 'Describe the photo for people who cannot see it.' });
    expect(storyFieldErrors({ ...written, imageId: 4, imageAlt: 'Team photo' })).toEqual({});
    expect(storyFieldErrors({ ...written, tags: ['x'.repeat(61)] })).toEqual({ tags: 'Keep each tag to 60 characters or fewer.' });
  });

  it('sends only what was filled in', () => {
    expect(storyWriteBody({ ...EMPTY_STORY_DRAFT, title: ' Win ', body: '<p>x</p>' })).toEqual({ title: 'Win', body: '<p>x</p>', tags: [] });
    expect(storyWriteBody({ ...EMPTY_STORY_DRAFT, title: 'Win', sportId: 3, imageId: 2, imageAlt: 'A', gameId: 9 })).toMatchObject({ sportId: 3, imageId: 2, imageAlt: 'A', gameId: 9 });
  });

  it('reads tags from one box: trimmed, without empties or repeats', () => {
    expect(parseTags(' football, Senior Day,,football , senior day')).toEqual(['football', 'Senior Day']);
    fc.assert(fc.property(fc.string(), (text) => parseTags(text).every((tag) => tag === tag.trim() && tag !== '' && !tag.includes(','))));
  });

  it("writes only elements the site's sanitiser keeps", () => {
    for (const element of STORY_BODY_ELEMENTS) expect(RICH_TEXT_POLICY.elements.has(element)).toBe(true);
    expect(isAllowedLinkHref('https://example.edu/a')).toBe(true);
    expect(isAllowedLinkHref('/news')).toBe(true);
    expect(isAllowedLinkHref('javascript:alert(1)')).toBe(false);
    expect(isAllowedLinkHref('//evil.example')).toBe(false);
  });

  it('keeps unsent drafts per school and story, and offers them only when they differ', () => {
    const storage = new MemoryStorage();
    const ridgemont = new DraftBackups(storage, 'ridgemont');
    const draft = { ...EMPTY_STORY_DRAFT, title: 'Kept' };
    ridgemont.keep(null, { draft, savedAt: 5, baseVersion: null });
    expect(storage.getItem(draftBackupKey('ridgemont', null))).not.toBeNull();
    expect(new DraftBackups(storage, 'coastalbay').read(null)).toBeNull();
    const backup = ridgemont.read(null);
    expect(backup).toEqual({ draft, savedAt: 5, baseVersion: null });
    expect(isWorthRestoring(backup, draft)).toBe(false);
    expect(isWorthRestoring(backup, EMPTY_STORY_DRAFT)).toBe(true);
    storage.setItem(draftBackupKey('ridgemont', 3), '{not json');
    expect(ridgemont.read(3)).toBeNull();
    ridgemont.forget(null);
    expect(ridgemont.read(null)).toBeNull();
  });

  it('shows Staff to admins only, and reads the editor URL', () => {
    expect(studioNavFor({ role: 'editor' }).map((item) => item.label)).not.toContain('Staff');
    expect(studioNavFor({ role: 'admin' }).map((item) => item.label)).toContain('Staff');
    expect([storyIdParam('new'), storyIdParam('12'), storyIdParam('0'), storyIdParam('x1')]).toEqual(['new', 12, null, null]);
  });
});
