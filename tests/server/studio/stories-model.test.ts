import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StaffSignIn } from '../support/staff-sign-in';
import { STORY, startStudioApp, type StudioApp } from './studio-test-kit';

/**
 * Model-based: random sequences of studio commands (create, edit, publish now or later, the clock passing the
 * scheduled time, unpublish, restore, delete) leave the public story list equal to a model of what is
 * published, after every command (so every write's announcement is checked against cached lists too).
 */

type Status = 'draft' | 'scheduled' | 'published' | 'unpublished';
interface ModelStory {
  id: number;
  version: number;
  title: string;
  status: Status;
  /** Title of each version, for restore. */
  titles: Map<number, string>;
}

type Op =
  | { kind: 'create'; word: string }
  | { kind: 'edit'; pick: number; word: string }
  | { kind: 'publish'; pick: number }
  | { kind: 'schedule'; pick: number }
  | { kind: 'passTime' }
  | { kind: 'unpublish'; pick: number }
  | { kind: 'restore'; pick: number; back: number }
  | { kind: 'delete'; pick: number };

const word = fc.constantFrom('Falcons', 'Harbor', 'Comeback', 'Record', 'Signing', 'Banner', 'Regatta', 'Sprint');
const pick = fc.nat(20);
const op: fc.Arbitrary<Op> = fc.oneof(
  { arbitrary: fc.record({ kind: fc.constant('create' as const), word }), weight: 3 },
  fc.record({ kind: fc.constant('edit' as const), pick, word }),
  { arbitrary: fc.record({ kind: fc.constant('publish' as const), pick }), weight: 2 },
  fc.record({ kind: fc.constant('schedule' as const), pick }),
  fc.record({ kind: fc.constant('passTime' as const) }),
  fc.record({ kind: fc.constant('unpublish' as const), pick }),
  fc.record({ kind: fc.constant('restore' as const), pick, back: fc.nat(4) }),
  fc.record({ kind: fc.constant('delete' as const), pick }),
);

const MINUTE = 60_000;

describe('the public story list follows the studio (model-based)', () => {
  let studio: StudioApp;
  let editor: StaffSignIn;
  let serial = 0;
  beforeAll(async () => {
    studio = await startStudioApp();
    editor = await studio.signIn('ridgemont');
  });
  afterAll(async () => studio?.close());

  const publicTitles = async (ids: Set<number>) => {
    const answer = await studio.call('GET', '/api/v2/Stories?$pageSize=100');
    return (answer.json.items as Array<{ id: number; title: string }>)
      .filter((story) => ids.has(story.id))
      .map((story) => `${story.id}:${story.title}`)
      .sort();
  };

  const apply = async (model: ModelStory[], step: Op): Promise<void> => {
    const target = 'pick' in step && model.length > 0 ? model[step.pick % model.length] : undefined;
    const ok = (status: number) => expect(status, JSON.stringify(step)).toBeLessThan(300);
    switch (step.kind) {
      case 'create': {
        serial += 1;
        const title = `${step.word} Story ${serial}`;
        const answer = await studio.call('POST', '/api/studio/stories', { session: editor, body: { ...STORY, title } });
        ok(answer.status);
        model.push({ id: answer.json.id as number, version: 1, title, status: 'draft', titles: new Map([[1, title]]) });
        return;
      }
      case 'passTime': {
        studio.advance(2 * MINUTE);
        await studio.app.studio.scheduler.tick();
        for (const story of model) {
          if (story.status === 'scheduled') {
            story.status = 'published';
            story.version += 1;
            story.titles.set(story.version, story.title);
          }
        }
        return;
      }
      default:
        break;
    }
    if (!target) return;
    const url = `/api/studio/stories/${target.id}`;
    const bump = (status: Status, title = target.title) => {
      target.version += 1;
      target.status = status;
      target.title = title;
      target.titles.set(target.version, title);
    };
    if (step.kind === 'edit') {
      serial += 1;
      const title = `${step.word} Edit ${serial}`;
      ok((await studio.call('PUT', url, { session: editor, body: { ...STORY, title }, ifMatch: target.version })).status);
      bump(target.status, title);
    } else if (step.kind === 'publish') {
      ok((await studio.call('POST', `${url}/publish`, { session: editor, ifMatch: target.version })).status);
      bump('published');
    } else if (step.kind === 'schedule') {
      const at = new Date(studio.now() + MINUTE).toISOString();
      ok((await studio.call('POST', `${url}/publish`, { session: editor, body: { at }, ifMatch: target.version })).status);
      bump('scheduled');
    } else if (step.kind === 'unpublish') {
      ok((await studio.call('POST', `${url}/unpublish`, { session: editor, ifMatch: target.version })).status);
      bump('unpublished');
    } else if (step.kind === 'restore') {
      const version = Math.max(1, target.version - 1 - step.back);
      ok((await studio.call('POST', `${url}/history/${version}/restore`, { session: editor, ifMatch: target.version })).status);
      bump(target.status, target.titles.get(version)!);
    } else if (step.kind === 'delete') {
      const answer = await studio.call('DELETE', url, { session: editor, ifMatch: target.version });
      expect(answer.status).toBe(204);
      model.splice(model.indexOf(target), 1);
    }
  };

  it('equals the model after every command', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 1, maxLength: 10 }), async (ops) => {
        const model: ModelStory[] = [];
        const ids = new Set<number>();
        try {
          for (const step of ops) {
            await apply(model, step);
            for (const story of model) ids.add(story.id);
            const expected = model
              .filter((story) => story.status === 'published')
              .map((story) => `${story.id}:${story.title}`)
              .sort();
            expect(await publicTitles(ids), JSON.stringify(ops)).toEqual(expected);
          }
        } finally {
          // Each run leaves the store as it found it, so the next run's stories are on the list's first page.
          for (const story of model) await studio.call('DELETE', `/api/studio/stories/${story.id}`, { session: editor, ifMatch: story.version });
        }
      }),
      {
        numRuns: 12,
        // Found by this property: a schedule cancelled before its time, then published now, stayed dated in the future (off the list).
        examples: [[[{ kind: 'create', word: 'Falcons' }, { kind: 'schedule', pick: 0 }, { kind: 'unpublish', pick: 0 }, { kind: 'publish', pick: 0 }]]],
      },
    );
  }, 60_000);
});
