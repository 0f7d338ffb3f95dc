import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { CALENDAR_DOWNLOAD_FAILED, calendarDownloadMachine, downloadStatus, type CalendarDownloadInput } from '../../../core/schedule/calendar-download.machine';

function start(download: (input: CalendarDownloadInput) => Promise<void>) {
  const calls: CalendarDownloadInput[] = [];
  const machine = calendarDownloadMachine.provide({
    actors: {
      downloadCalendar: fromPromise<void, CalendarDownloadInput>(({ input }) => {
        calls.push(input);
        return download(input);
      }),
    },
  });
  const actor = createActor(machine, { input: { sportId: 4, fileName: 'football-2026-schedule.ics' } }).start();
  return { actor, calls };
}

describe('the .ics download machine', () => {
  it('downloads the sport’s file once per press and says when it is saved', async () => {
    let finish!: () => void;
    const { actor, calls } = start(() => new Promise<void>((resolve) => (finish = resolve)));
    expect(downloadStatus(actor.getSnapshot())).toEqual({ busy: false, message: null });
    actor.send({ type: 'calendar.download' });
    expect(downloadStatus(actor.getSnapshot()).busy).toBe(true);
    // A second press while busy is ignored.
    actor.send({ type: 'calendar.download' });
    expect(calls).toEqual([{ sportId: 4, fileName: 'football-2026-schedule.ics' }]);
    finish();
    await waitFor(actor, (snapshot) => snapshot.matches('saved'));
    expect(downloadStatus(actor.getSnapshot())).toEqual({ busy: false, message: 'Calendar file downloaded.' });
  });

  it('reports a failed fetch and lets the visitor try again', async () => {
    let attempt = 0;
    const { actor, calls } = start(async () => {
      attempt += 1;
      if (attempt === 1) throw new Error('offline');
    });
    actor.send({ type: 'calendar.download' });
    await waitFor(actor, (snapshot) => snapshot.matches('failed'));
    expect(downloadStatus(actor.getSnapshot())).toEqual({ busy: false, message: CALENDAR_DOWNLOAD_FAILED });
    actor.send({ type: 'calendar.download' });
    await waitFor(actor, (snapshot) => snapshot.matches('saved'));
    expect(calls).toHaveLength(2);
    expect(actor.getSnapshot().context.error).toBeNull();
  });

  it('fails by default until the app supplies the download', async () => {
    const actor = createActor(calendarDownloadMachine, { input: { sportId: 1, fileName: 'x.ics' } }).start();
    actor.send({ type: 'calendar.download' });
    await waitFor(actor, (snapshot) => snapshot.matches('failed'));
  });
});
