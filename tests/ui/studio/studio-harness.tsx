import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { studioServices } from '../../../composition/families/studio-pages';
import type { Sport } from '../../../core/sports/sport';
import type { GameChoice } from '../../../core/studio/stories/game-choice';
import type { StudioRepository } from '../../../core/studio/studio-repository.port';
import type { Story, StoryDraft, StoryStamp } from '../../../core/studio/stories/story';
import type { WriteOutcome } from '../../../core/studio/studio-types';
import { StudioFrame } from '../../../ui/studio/shell/studio-frame';
import StoryEditorPage from '../../../ui/studio/stories/story-editor-page';
import StoryListPage from '../../../ui/studio/stories/story-list-page';
import { MemoryStorage } from '../../support/memory-storage';
import { TEST_NOW } from '../../support/test-clock';
import { fakeNotices, noticeMethods, type FakeNotices } from './notice-fakes';

/** What the editor asked of the studio's server, and how the server answers (set per test). */
export interface FakeStudio {
  repository: StudioRepository;
  creates: unknown[];
  updates: Array<{ id: number; version: number; title: string }>;
  answer: { create?: () => WriteOutcome<StoryStamp>; update?: () => WriteOutcome<StoryStamp> };
  stories: Map<number, Story>;
  // Story delete and related game
  deletes: Array<{ id: number; version: number }>;
  /** Every draft sent by an update, whole. */
  updateDrafts: StoryDraft[];
  deleteAnswer?: () => WriteOutcome<null>;
  games: Map<number, GameChoice[]>;
  // Splash pages and promotions
  notices: FakeNotices;
}

const never = () => Promise.reject(new Error('not used in this test'));

export function fakeStudio(): FakeStudio {
  const notices = fakeNotices();
  const fake: FakeStudio = {
    creates: [],
    updates: [],
    answer: {},
    stories: new Map(),
    deletes: [],
    updateDrafts: [],
    games: new Map(),
    notices,
    repository: {
      staff: async () => ({ email: 'dana@example.edu', displayName: 'Dana Editor', role: 'editor' }),
      stories: async () => ({ items: [], total: 0, page: 1, pageSize: 20, changers: [] }),
      story: async (id) => fake.stories.get(id) ?? null,
      createStory: async (draft) => {
        fake.creates.push(draft);
        return fake.answer.create?.() ?? { kind: 'done', value: { id: 41, version: 1, status: 'draft', url: null } };
      },
      updateStory: async (id, version, draft) => {
        fake.updates.push({ id, version, title: draft.title });
        fake.updateDrafts.push(draft);
        return fake.answer.update?.() ?? { kind: 'done', value: { id, version: version + 1, status: 'draft', url: null } };
      },
      deleteStory: async (id, version) => {
        fake.deletes.push({ id, version });
        return fake.deleteAnswer?.() ?? { kind: 'done', value: null };
      },
      publishStory: never,
      unpublishStory: never,
      storyHistory: async () => [],
      restoreStoryVersion: never,
      media: async () => ({ items: [], total: 0, page: 1, pageSize: 40 }),
      uploadMedia: never,
      updateMedia: never,
      deleteMedia: never,
      alerts: async () => [],
      saveAlert: never,
      deleteAlert: never,
      ...noticeMethods(notices),
      storyGames: async (sportId) => fake.games.get(sportId) ?? [],
      activity: async () => ({ items: [], total: 0, page: 1, pageSize: 20, kinds: [] }),
      // Staff accounts: the staff screen's test runs against the real server (staff-page.test.tsx).
      staffAccounts: never,
      addStaffAccount: never,
      changeStaffAccount: never,
      removeStaffAccount: never,
    },
  };
  return fake;
}

export function storyOf(id: number, version: number, title: string, body = '<p>Old body</p>'): Story {
  return {
    id,
    version,
    status: 'draft',
    title,
    sportId: null,
    publishAt: null,
    updatedAt: '2026-11-20T16:00:00Z',
    updatedBy: { id: 2, name: 'Sam Writer' },
    url: null,
    previewUrl: null,
    imageUrl: null,
    unpublishAt: null,
    draft: { title, subtitle: '', body, sportId: null, tags: [], writer: '', imageId: null, imageAlt: '', gameId: null },
  };
}

const STAFF = { staff: { email: 'dana@example.edu', displayName: 'Dana Editor', role: 'editor' } };

/** Sports of the shell's data (the sport pickers list them); only the fields the studio reads. */
export const TEST_SPORTS = [
  { id: 3, title: 'Football' },
  { id: 5, title: "Women's Soccer" },
] as unknown as Sport[];

/** A part of the studio a screen's test does not use: any call to it fails the test, naming the part. */
export function unusedPart<T extends object>(part: string): T {
  return new Proxy({} as T, { get: (_, method) => () => Promise.reject(new Error(`This test does not use the studio's ${part} (${String(method)} was called).`)) });
}

/**
 * Studio screens (`pages`: route path → screen) inside the studio frame under a root route carrying the
 * shell's sports, with the real services (composition) over the fake server and a memory device storage.
 */
export function renderStudio(fake: FakeStudio, path: string, pages: Record<string, ReactNode>, storage = new MemoryStorage()) {
  const services = studioServices({ repository: fake.repository, schedule: unusedPart('schedule'), rosters: unusedPart('rosters') }, storage, 'ridgemont', { now: () => TEST_NOW });
  const router = createMemoryRouter(
    [
      {
        id: 'root',
        path: '/',
        loader: () => ({ sports: TEST_SPORTS }),
        HydrateFallback: () => null,
        children: Object.entries(pages).map(([pattern, page]) => ({ path: pattern, loader: () => STAFF, element: <StudioFrame services={services}>{page}</StudioFrame> })),
      },
    ],
    { initialEntries: [path] },
  );
  const view = render(<RouterProvider router={router} />);
  return { ...view, router, storage };
}

/** The editor at `path` (and the story list it goes back to). */
export function renderEditor(fake: FakeStudio, path: string, storage = new MemoryStorage()) {
  return renderStudio(fake, path, { '/studio/stories/:storyId': <StoryEditorPage />, '/studio/stories': <StoryListPage /> }, storage);
}
