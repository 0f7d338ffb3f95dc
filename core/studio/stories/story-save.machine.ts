import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import type { VersionStamp, WriteOutcome } from '../studio-types';
import type { StoryDraft, StoryStamp } from './story';
import { storyFieldErrors } from './story-rules';

// The studio's autosave: a change is sent once typing has paused this long.
export const AUTOSAVE_DELAY_MS = 2_000;

export interface StorySaveInput {
  storyId: number | null;
  version: number | null;
  draft: StoryDraft;
  /** Time comes from the caller's clock (DESIGN 2). */
  now: () => number;
}

export interface StorySaveContext {
  storyId: number | null;
  version: number | null;
  draft: StoryDraft;
  /** A change arrived while a save was on its way: another save follows. */
  dirty: boolean;
  savedAt: number | null;
  /** When the unsent draft was kept on the device. */
  keptAt: number | null;
  fields: Record<string, string>;
  conflict: { message: string; current: VersionStamp | null; mine: StoryDraft } | null;
  failure: string | null;
  now: () => number;
}

export interface SaveRequest {
  storyId: number | null;
  version: number | null;
  draft: StoryDraft;
}

export type StorySaveEvent =
  | { type: 'story.edit'; draft: StoryDraft }
  | { type: 'story.saveNow' }
  | { type: 'story.retry' }
  /** The server's latest version is now in the editor (after a conflict the user's own text is kept aside). */
  | { type: 'story.reloaded'; version: number; draft: StoryDraft }
  /** A publish, unpublish or restore moved the story to another version. */
  | { type: 'story.moved'; version: number };

type Outcome = WriteOutcome<StoryStamp>;

const keepParams = ({ context }: { context: StorySaveContext }) => ({ storyId: context.storyId, draft: context.draft, version: context.version });

const outcomeOf = (event: unknown): Outcome => (event as { output: Outcome }).output;

/**
 * The save cycle of the story editor: edits wait for a pause, are checked by the form rules, then
 * sent (POST the first time, PUT with If-Match after). What cannot be sent is kept on the device
 * (the `keepLocally` action composition supplies); a 412 stops saving until the user decides.
 */
export const storySaveMachine = setup({
  types: {
    context: {} as StorySaveContext,
    events: {} as StorySaveEvent,
    input: {} as StorySaveInput,
  },
  actors: {
    saveStory: fromPromise<Outcome, SaveRequest>(async () => ({ kind: 'offline' })),
  },
  actions: {
    keepLocally: (_, _params: { storyId: number | null; draft: StoryDraft; version: number | null }) => {},
    forgetLocally: (_, _params: { storyId: number | null }) => {},
    takeDraft: assign(({ context, event }) => ({ draft: event.type === 'story.edit' ? event.draft : context.draft })),
    markKept: assign({ keptAt: ({ context }) => context.now() }),
  },
  guards: {
    hasFieldErrors: ({ context }) => Object.keys(storyFieldErrors(context.draft)).length > 0,
    isDone: ({ event }) => outcomeOf(event).kind === 'done',
    isConflict: ({ event }) => outcomeOf(event).kind === 'conflict',
    isInvalid: ({ event }) => outcomeOf(event).kind === 'invalid',
    isOffline: ({ event }) => outcomeOf(event).kind === 'offline',
    isDirty: ({ context }) => context.dirty,
  },
  delays: { autosave: AUTOSAVE_DELAY_MS },
}).createMachine({
  id: 'storySave',
  context: ({ input }) => ({
    storyId: input.storyId,
    version: input.version,
    draft: input.draft,
    dirty: false,
    savedAt: null,
    keptAt: null,
    fields: {},
    conflict: null,
    failure: null,
    now: input.now,
  }),
  initial: 'idle',
  on: {
    'story.moved': { actions: assign({ version: ({ event }) => event.version }) },
    // The server's version is now in the editor (after a conflict, a restore): nothing left to send.
    'story.reloaded': {
      target: '.saved',
      actions: assign(({ context, event }) => ({ version: event.version, draft: event.draft, savedAt: context.now(), conflict: null, fields: {}, failure: null, dirty: false })),
    },
  },
  states: {
    idle: {
      on: { 'story.edit': { target: 'waiting', actions: 'takeDraft' }, 'story.saveNow': 'checking' },
    },
    waiting: {
      after: { autosave: 'checking' },
      on: {
        'story.edit': { target: 'waiting', reenter: true, actions: 'takeDraft' },
        'story.saveNow': 'checking',
      },
    },
    checking: {
      always: [
        { guard: 'hasFieldErrors', target: 'invalid', actions: assign({ fields: ({ context }) => storyFieldErrors(context.draft) as Record<string, string> }) },
        { target: 'saving' },
      ],
    },
    saving: {
      entry: assign({ dirty: false, fields: {}, failure: null }),
      invoke: {
        src: 'saveStory',
        input: ({ context }) => ({ storyId: context.storyId, version: context.version, draft: context.draft }),
        onDone: [
          {
            guard: 'isDone',
            target: 'afterSave',
            actions: [
              { type: 'forgetLocally', params: ({ context }) => ({ storyId: context.storyId }) },
              assign(({ context, event }) => {
                const outcome = outcomeOf(event);
                if (outcome.kind !== 'done') return {};
                return { storyId: outcome.value.id, version: outcome.value.version, savedAt: context.now(), keptAt: null };
              }),
            ],
          },
          {
            guard: 'isConflict',
            target: 'conflict',
            actions: [
              'markKept',
              { type: 'keepLocally', params: keepParams },
              assign(({ context, event }) => {
                const outcome = outcomeOf(event);
                return outcome.kind === 'conflict' ? { conflict: { message: outcome.message, current: outcome.current, mine: context.draft } } : {};
              }),
            ],
          },
          {
            guard: 'isInvalid',
            target: 'invalid',
            actions: assign(({ event }) => {
              const outcome = outcomeOf(event);
              return outcome.kind === 'invalid' ? { fields: outcome.fields, failure: outcome.message } : {};
            }),
          },
          { guard: 'isOffline', target: 'offline', actions: ['markKept', { type: 'keepLocally', params: keepParams }] },
          {
            target: 'failed',
            actions: [
              'markKept',
              { type: 'keepLocally', params: keepParams },
              assign(({ event }) => {
                const outcome = outcomeOf(event);
                return { failure: outcome.kind === 'failed' ? outcome.message : null };
              }),
            ],
          },
        ],
        // A save that threw never reached the server.
        onError: { target: 'offline', actions: ['markKept', { type: 'keepLocally', params: keepParams }] },
      },
      on: { 'story.edit': { actions: ['takeDraft', assign({ dirty: true })] } },
    },
    afterSave: {
      always: [{ guard: 'isDirty', target: 'waiting' }, { target: 'saved' }],
    },
    saved: {
      on: { 'story.edit': { target: 'waiting', actions: 'takeDraft' } },
    },
    invalid: {
      on: {
        'story.edit': { target: 'waiting', actions: 'takeDraft' },
        'story.saveNow': 'checking',
      },
    },
    offline: {
      on: {
        'story.edit': { target: 'waiting', actions: 'takeDraft' },
        'story.retry': 'checking',
        'story.saveNow': 'checking',
      },
    },
    failed: {
      on: {
        'story.edit': { target: 'waiting', actions: 'takeDraft' },
        'story.retry': 'checking',
        'story.saveNow': 'checking',
      },
    },
    conflict: {
      // Never overwritten silently: edits stay on the device until the user loads the latest version.
      on: {
        'story.edit': { actions: ['takeDraft', 'markKept', { type: 'keepLocally', params: keepParams }] },
      },
    },
  },
});

export type StorySaveSnapshot = SnapshotFrom<typeof storySaveMachine>;

/** The editor's save line: what a person needs to know about their text. */
export type SaveStatus =
  | { kind: 'unchanged' }
  | { kind: 'pending' }
  | { kind: 'saving' }
  | { kind: 'saved'; at: number }
  | { kind: 'kept'; at: number | null }
  | { kind: 'invalid' }
  | { kind: 'conflict' }
  | { kind: 'failed'; message: string | null };

export function saveStatusOf(snapshot: Pick<StorySaveSnapshot, 'value' | 'context'>): SaveStatus {
  const { value, context } = snapshot;
  switch (value) {
    case 'waiting':
    case 'checking':
      return { kind: 'pending' };
    case 'saving':
    case 'afterSave':
      return { kind: 'saving' };
    case 'saved':
      return context.savedAt === null ? { kind: 'unchanged' } : { kind: 'saved', at: context.savedAt };
    case 'offline':
      return { kind: 'kept', at: context.keptAt };
    case 'invalid':
      return { kind: 'invalid' };
    case 'conflict':
      return { kind: 'conflict' };
    case 'failed':
      return { kind: 'failed', message: context.failure };
    default:
      return { kind: 'unchanged' };
  }
}
