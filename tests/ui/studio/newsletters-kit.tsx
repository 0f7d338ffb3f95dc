import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { studioServices } from '../../../composition/families/studio-pages';
import type { Newsletter, NewsletterDraft, NewsletterPreview, OutboxItem } from '../../../core/studio/newsletters/newsletter';
import type { NewsletterStudioRepository } from '../../../core/studio/newsletters/newsletter-studio-repository.port';
import type { StorySummary } from '../../../core/studio/stories/story';
import type { WriteOutcome } from '../../../core/studio/studio-types';
import NewsletterEditorPage from '../../../ui/studio/newsletters/newsletter-editor-page';
import NewslettersPage from '../../../ui/studio/newsletters/newsletters-page';
import { StudioFrame } from '../../../ui/studio/shell/studio-frame';
import { MemoryStorage } from '../../support/memory-storage';
import { TEST_NOW } from '../../support/test-clock';
import { fakeStudio, storyOf, TEST_SPORTS, unusedPart } from './studio-harness';

/** Published stories the picker finds (by words in the headline). */
export const PUBLISHED: StorySummary[] = [
  { id: 101, version: 1, status: 'published', title: 'Owls win the conference final', sportId: 3, publishAt: null, updatedAt: '2026-11-19T12:00:00Z', updatedBy: null, url: '/news/101' },
  { id: 102, version: 1, status: 'published', title: 'Keeper named player of the week', sportId: 5, publishAt: null, updatedAt: '2026-11-18T12:00:00Z', updatedBy: null, url: '/news/102' },
  { id: 103, version: 1, status: 'published', title: 'New turf for the stadium', sportId: null, publishAt: null, updatedAt: '2026-11-17T12:00:00Z', updatedBy: null, url: '/news/103' },
];

export function newsletterOf(id: number, part: Partial<Newsletter> = {}): Newsletter {
  return { id, version: 2, subject: 'Week 12', introHtml: '<p>Hello fans</p>', storyIds: [101], sportIds: [], status: 'draft', sendAt: null, sentAt: null, updatedAt: '2026-11-20T16:00:00Z', updatedBy: { id: 2, name: 'Sam Writer' }, delivery: null, ...part };
}

/** The studio's newsletter server, by hand: what was asked of it, and how it answers (set per test). */
export function fakeNewsletters() {
  const store = new Map<number, Newsletter>();
  const saves: Array<{ id: number | null; version: number | null; draft: NewsletterDraft }> = [];
  const sends: Array<{ id: number; version: number; sendAt: string | null }> = [];
  const tests: number[] = [];
  const answer: { save?: Array<WriteOutcome<Newsletter>> } = {};
  let outbox: OutboxItem[] = [];
  let nextId = 41;
  const preview = (newsletter: Newsletter): NewsletterPreview => ({ subject: newsletter.subject, html: `<h1>${newsletter.subject}</h1><script>parent.hacked = true</script>`, text: `${newsletter.subject}\n\nUnsubscribe: https://example.edu/u/…`, recipients: 1234 });
  const repository: NewsletterStudioRepository = {
    newsletters: async () => [...store.values()],
    newsletter: async (id) => store.get(id) ?? null,
    saveNewsletter: async (id, version, draft) => {
      saves.push({ id, version, draft });
      const queued = answer.save?.shift();
      if (queued) return queued;
      const saved = newsletterOf(id ?? nextId++, { ...draft, version: (version ?? 0) + 1 });
      store.set(saved.id, saved);
      return { kind: 'done', value: saved };
    },
    deleteNewsletter: async () => ({ kind: 'done', value: null }),
    preview: async (id) => (store.has(id) ? preview(store.get(id)!) : null),
    sendTest: async (id) => (tests.push(id), { kind: 'done', value: { email: 'dana@example.edu' } }),
    send: async (id, version, sendAt) => {
      sends.push({ id, version, sendAt });
      const now = store.get(id)!;
      const next: Newsletter = sendAt ? { ...now, version: version + 1, status: 'scheduled', sendAt } : { ...now, version: version + 1, status: 'sent', sentAt: '2026-11-20T17:00:00Z', delivery: { recipients: 1234, queued: 1234, sent: 0, failed: 0, unsubscribesSince: 0 } };
      store.set(id, next);
      return { kind: 'done', value: next };
    },
    unschedule: async (id, version) => {
      const next: Newsletter = { ...store.get(id)!, version: version + 1, status: 'draft', sendAt: null };
      store.set(id, next);
      return { kind: 'done', value: next };
    },
    outbox: async () => outbox,
  };
  return { repository, store, saves, sends, tests, answer, setOutbox: (items: OutboxItem[]) => (outbox = items) };
}

export type FakeNewsletters = ReturnType<typeof fakeNewsletters>;

/** The newsletter screens inside the studio frame, signed in as `role`, over the fake newsletter server and a studio whose stories are PUBLISHED. */
export function renderNewsletters(fake: FakeNewsletters, path: string, role: 'editor' | 'admin' = 'editor') {
  const studio = fakeStudio();
  studio.repository.stories = async (query) => {
    const items = PUBLISHED.filter((story) => query.status === 'published' && story.title.toLowerCase().includes((query.q ?? '').toLowerCase()));
    return { items, total: items.length, page: 1, pageSize: 20, changers: [] };
  };
  for (const story of PUBLISHED) studio.stories.set(story.id, { ...storyOf(story.id, 1, story.title), status: 'published' });
  const services = studioServices({ repository: studio.repository, schedule: unusedPart('schedule'), rosters: unusedPart('rosters'), newsletters: fake.repository }, new MemoryStorage(), 'ridgemont', { now: () => TEST_NOW });
  const staff = { staff: { email: 'dana@example.edu', displayName: 'Dana', role } };
  const page = (element: ReactNode) => ({ loader: () => staff, element: <StudioFrame services={services}>{element}</StudioFrame> });
  const router = createMemoryRouter(
    [
      {
        id: 'root',
        path: '/',
        loader: () => ({ sports: TEST_SPORTS }),
        HydrateFallback: () => null,
        children: [
          { path: '/studio/newsletters', ...page(<NewslettersPage />) },
          { path: '/studio/newsletters/:newsletterId', ...page(<NewsletterEditorPage />) },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  return { ...render(<RouterProvider router={router} />), router };
}
