import { describe, expect, it } from 'vitest';
import { createContainer } from '../../../composition/container';
import { editorialFamily } from '../../../composition/families/editorial';
import { previewContextOf } from '../../../composition/families/preview-context';
import type { PageContext } from '../../../composition/page-family';
import { HttpClientToken } from '../../../core/http/http.tokens';
import { ClockToken, LoggerToken } from '../../../core/platform/platform.tokens';
import { SportsRepositoryToken } from '../../../core/sports/sports.tokens';
import { StoriesRepositoryToken } from '../../../core/stories/stories.tokens';

const BOOT = { tenant: 'ridgemont', apiBase: '/api/v2', version: 'test', build: 'test' };

// The composition root's container (inversify, DESIGN 5): what the site relies on of it.
describe("the site's container", () => {
  it('makes each adapter once and gives the same instance to every page', () => {
    const container = createContainer(BOOT);
    expect(container.get(HttpClientToken)).toBe(container.get(HttpClientToken));
    expect(container.get(SportsRepositoryToken)).toBe(container.get(SportsRepositoryToken));
    expect(container.get(StoriesRepositoryToken)).toBe(container.get(StoriesRepositoryToken));
  });

  it('lets a test or the server render replace a binding (the clock)', () => {
    const container = createContainer(BOOT);
    const pinned = { now: () => 1 };
    container.rebind(ClockToken).toConstantValue(pinned);
    expect(container.get(ClockToken)).toBe(pinned);
  });

  it("gives a staff preview its own repositories and the site's everything else", () => {
    const site = createContainer(BOOT);
    const preview = previewContextOf({ container: site } as PageContext, [editorialFamily]).container;
    expect(preview.get(StoriesRepositoryToken)).not.toBe(site.get(StoriesRepositoryToken));
    expect(preview.get(StoriesRepositoryToken)).toBe(preview.get(StoriesRepositoryToken));
    expect(preview.get(LoggerToken)).toBe(site.get(LoggerToken));
    expect(preview.get(SportsRepositoryToken)).toBe(site.get(SportsRepositoryToken));
  });
});
