import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';

// What the page says when the feed could not be fetched or was not a calendar.
export const CALENDAR_DOWNLOAD_FAILED = 'The calendar file could not be downloaded. Please try again.';

export interface CalendarDownloadInput {
  sportId: number;
  fileName: string;
}

export type CalendarDownloadEvent = { type: 'calendar.download' };

/**
 * The season's .ics download: idle → downloading → saved (or failed, with a message). The fetch and
 * the save are the `downloadCalendar` actor, which the app supplies with the HTTP port and the
 * FileSaver port; a press while downloading is ignored.
 */
export const calendarDownloadMachine = setup({
  types: {
    context: {} as CalendarDownloadInput & { error: string | null },
    events: {} as CalendarDownloadEvent,
    input: {} as CalendarDownloadInput,
  },
  actors: {
    /** Supplied by the app: fetch the season's calendar and hand it to the visitor; rejects on failure. */
    downloadCalendar: fromPromise<void, CalendarDownloadInput>(async () => {
      throw new Error('downloadCalendar is not provided');
    }),
  },
}).createMachine({
  id: 'calendarDownload',
  context: ({ input }) => ({ ...input, error: null }),
  initial: 'idle',
  states: {
    idle: { on: { 'calendar.download': 'downloading' } },
    downloading: {
      entry: assign({ error: null }),
      invoke: {
        src: 'downloadCalendar',
        input: ({ context }) => ({ sportId: context.sportId, fileName: context.fileName }),
        onDone: 'saved',
        onError: { target: 'failed', actions: assign({ error: CALENDAR_DOWNLOAD_FAILED }) },
      },
    },
    saved: { on: { 'calendar.download': 'downloading' } },
    failed: { on: { 'calendar.download': 'downloading' } },
  },
});

export type CalendarDownloadSnapshot = SnapshotFrom<typeof calendarDownloadMachine>;

/** What the download control announces: nothing, busy, done or the failure. */
export function downloadStatus(snapshot: CalendarDownloadSnapshot): { busy: boolean; message: string | null } {
  if (snapshot.matches('downloading')) return { busy: true, message: 'Downloading…' };
  if (snapshot.matches('saved')) return { busy: false, message: 'Calendar file downloaded.' };
  if (snapshot.matches('failed')) return { busy: false, message: snapshot.context.error };
  return { busy: false, message: null };
}
