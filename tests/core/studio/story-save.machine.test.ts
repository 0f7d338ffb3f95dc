import { createActor, fromPromise, SimulatedClock } from 'xstate';
import { describe, expect, it } from 'vitest';
import { EMPTY_STORY_DRAFT, type StoryDraft, type StoryStamp } from '../../../core/studio/stories/story';
import { AUTOSAVE_DELAY_MS, saveStatusOf, storySaveMachine, type SaveRequest } from '../../../core/studio/stories/story-save.machine';
import type { WriteOutcome } from '../../../core/studio/studio-types';
import { TEST_NOW } from '../../support/test-clock';

const draft = (title: string, body = '<p>Text</p>'): StoryDraft => ({ ...EMPTY_STORY_DRAFT, title, body });
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

/** The machine with its save answered by `answer`, its backups recorded. */
function start(answer: (request: SaveRequest) => WriteOutcome<StoryStamp>, init: { storyId?: number; version?: number } = {}) {
  const clock = new SimulatedClock();
  const saves: SaveRequest[] = [];
  const kept: Array<{ storyId: number | null; title: string }> = [];
  const forgotten: Array<number | null> = [];
  const machine = storySaveMachine.provide({
    actors: { saveStory: fromPromise(async ({ input }: { input: SaveRequest }) => (saves.push(input), answer(input))) },
    actions: {
      keepLocally: (_, params) => void kept.push({ storyId: params.storyId, title: params.draft.title }),
      forgetLocally: (_, params) => void forgotten.push(params.storyId),
    },
  });
  const actor = createActor(machine, { clock, input: { storyId: init.storyId ?? null, version: init.version ?? null, draft: EMPTY_STORY_DRAFT, now: () => TEST_NOW } });
  actor.start();
  return { actor, clock, saves, kept, forgotten };
}

const done = (id: number, version: number): WriteOutcome<StoryStamp> => ({ kind: 'done', value: { id, version, status: 'draft', url: null } });

describe('the story save cycle', () => {
  it('waits for a pause in typing, then creates the story once, then updates it with its version', async () => {
    let version = 0;
    const { actor, clock, saves, forgotten } = start(() => done(41, ++version));
    actor.send({ type: 'story.edit', draft: draft('H') });
    clock.increment(AUTOSAVE_DELAY_MS - 100);
    actor.send({ type: 'story.edit', draft: draft('He') });
    clock.increment(AUTOSAVE_DELAY_MS - 100);
    actor.send({ type: 'story.edit', draft: draft('Hello') });
    expect(saveStatusOf(actor.getSnapshot())).toEqual({ kind: 'pending' });
    expect(saves).toHaveLength(0);
    clock.increment(AUTOSAVE_DELAY_MS);
    expect(saveStatusOf(actor.getSnapshot())).toEqual({ kind: 'saving' });
    await flush();
    expect(saves).toEqual([{ storyId: null, version: null, draft: draft('Hello') }]);
    expect(saveStatusOf(actor.getSnapshot())).toEqual({ kind: 'saved', at: TEST_NOW });
    expect(actor.getSnapshot().context).toMatchObject({ storyId: 41, version: 1 });
    expect(forgotten).toEqual([null]);

    actor.send({ type: 'story.edit', draft: draft('Hello again') });
    clock.increment(AUTOSAVE_DELAY_MS);
    await flush();
    expect(saves[1]).toEqual({ storyId: 41, version: 1, draft: draft('Hello again') });
    expect(actor.getSnapshot().context.version).toBe(2);
  });

  it('checks the form rules before sending: no headline, no request', () => {
    const { actor, clock, saves } = start(() => done(1, 1));
    actor.send({ type: 'story.edit', draft: draft('') });
    clock.increment(AUTOSAVE_DELAY_MS);
    expect(actor.getSnapshot().value).toBe('invalid');
    expect(actor.getSnapshot().context.fields).toEqual({ title: 'Enter a headline.' });
    expect(saves).toHaveLength(0);
  });

  it('keeps an unsent draft on the device when offline, and sends it on retry', async () => {
    let online = false;
    const { actor, clock, kept, saves } = start(() => (online ? done(5, 1) : { kind: 'offline' }));
    actor.send({ type: 'story.edit', draft: draft('Storm delays kickoff') });
    clock.increment(AUTOSAVE_DELAY_MS);
    await flush();
    expect(saveStatusOf(actor.getSnapshot())).toEqual({ kind: 'kept', at: TEST_NOW });
    expect(kept).toEqual([{ storyId: null, title: 'Storm delays kickoff' }]);
    online = true;
    actor.send({ type: 'story.retry' });
    await flush();
    expect(saves).toHaveLength(2);
    expect(actor.getSnapshot().value).toBe('saved');
  });

  it('stops on a 412 and keeps the text until the latest version is loaded', async () => {
    const current = { version: 8, updatedAt: '2026-11-20T16:55:00Z', updatedBy: { id: 3, name: 'Dana Editor' } };
    const { actor, clock, kept, saves } = start(() => ({ kind: 'conflict', message: 'Someone else changed this while you were editing.', current }), { storyId: 7, version: 6 });
    actor.send({ type: 'story.edit', draft: draft('Mine') });
    clock.increment(AUTOSAVE_DELAY_MS);
    await flush();
    expect(actor.getSnapshot().value).toBe('conflict');
    expect(actor.getSnapshot().context.conflict).toEqual({ message: 'Someone else changed this while you were editing.', current, mine: draft('Mine') });
    // Typing on does not overwrite anything: it is kept on the device, not sent.
    actor.send({ type: 'story.edit', draft: draft('Mine, longer') });
    clock.increment(AUTOSAVE_DELAY_MS * 3);
    await flush();
    expect(saves).toHaveLength(1);
    expect(kept.map((entry) => entry.title)).toEqual(['Mine', 'Mine, longer']);
    actor.send({ type: 'story.reloaded', version: 8, draft: draft('Theirs') });
    expect(actor.getSnapshot().context).toMatchObject({ version: 8, conflict: null });
    expect(actor.getSnapshot().value).toBe('saved');
  });

  it("shows the server's field messages from a 400", async () => {
    const { actor, clock } = start(() => ({ kind: 'invalid', message: 'Some fields need attention.', fields: { imageAlt: 'Describe the photo for people who cannot see it.' } }));
    actor.send({ type: 'story.edit', draft: draft('Photo day') });
    clock.increment(AUTOSAVE_DELAY_MS);
    await flush();
    expect(actor.getSnapshot().value).toBe('invalid');
    expect(actor.getSnapshot().context.fields).toEqual({ imageAlt: 'Describe the photo for people who cannot see it.' });
  });

  it('saves again after a save when the text changed while it was on its way', async () => {
    const { actor, clock, saves } = start(() => done(9, saves.length));
    actor.send({ type: 'story.edit', draft: draft('One') });
    clock.increment(AUTOSAVE_DELAY_MS);
    actor.send({ type: 'story.edit', draft: draft('One two') });
    await flush();
    expect(actor.getSnapshot().value).toBe('waiting');
    clock.increment(AUTOSAVE_DELAY_MS);
    await flush();
    expect(saves.map((save) => save.draft.title)).toEqual(['One', 'One two']);
  });
});
