import { setup, type SnapshotFrom } from 'xstate';

// spec 4: the tooltip text after copying, character for character.
export const COPIED_LABEL = 'Copied';
// spec 4 and 9: 'Copied' shows for 1500 ms.
export const COPIED_TOOLTIP_MS = 1_500;

export interface CopyControlInput {
  text: string;
}

export type CopyControlEvent = { type: 'copy.activate' };

// spec 4: on click or Enter, copies and shows 'Copied' for 1500 ms; copying again restarts it.
export const copyControlMachine = setup({
  types: {
    context: {} as CopyControlInput,
    events: {} as CopyControlEvent,
    input: {} as CopyControlInput,
  },
  delays: { tooltip: COPIED_TOOLTIP_MS },
  actions: {
    /** Supplied by the UI: write the text to the clipboard. */
    copyText: (_, _params: { text: string }) => {},
  },
}).createMachine({
  id: 'copyControl',
  context: ({ input }) => ({ text: input.text }),
  initial: 'idle',
  on: {
    'copy.activate': {
      target: '.copied',
      reenter: true,
      actions: { type: 'copyText', params: ({ context }) => ({ text: context.text }) },
    },
  },
  states: {
    idle: {},
    copied: { after: { tooltip: 'idle' } },
  },
});

export type CopyControlSnapshot = SnapshotFrom<typeof copyControlMachine>;

/** The tooltip text, or null while nothing was just copied. */
export function copyTooltip(snapshot: CopyControlSnapshot): string | null {
  return snapshot.matches('copied') ? COPIED_LABEL : null;
}
