import { describe, expect, it } from 'vitest';
import { ServerHydrationMarks } from '../../../composition/server/server-hydration-marks';
import { BrowserHydrationTurns } from '../../../ui/routing/hydration-turns';

/** Lets every task queued so far run (each turn is one task). */
const tasks = (count: number) => new Promise((resolve) => setTimeout(resolve, count * 5));

describe('hydration in turns (#12)', () => {
  it('gives each part its turn in a task of its own, in the order the parts were met, once the first render has run', async () => {
    const turns = new BrowserHydrationTurns();
    const order: string[] = [];
    const parts = ['header', 'page', 'footer'].map((name) => turns.turn()!.then(() => order.push(name)));
    await tasks(2);
    expect(order).toEqual([]);

    turns.run();
    await Promise.resolve();
    expect(order).toEqual([]);
    await Promise.all(parts);
    expect(order).toEqual(['header', 'page', 'footer']);
  });

  it('takes a part met during a turn (a part inside another) after those already waiting', async () => {
    const turns = new BrowserHydrationTurns();
    const order: string[] = [];
    void turns.turn()!.then(() => {
      order.push('page');
      void turns.turn()!.then(() => order.push('section of the page'));
    });
    void turns.turn()!.then(() => order.push('footer'));
    turns.run();
    await tasks(6);
    expect(order).toEqual(['page', 'footer', 'section of the page']);
  });

  it('closes when no part is waiting: a part shown later renders at once, and the page is settled when every turn is taken', async () => {
    const turns = new BrowserHydrationTurns();
    let settled = false;
    turns.whenSettled(() => {
      settled = true;
    });
    const turn = turns.turn();
    turns.run();
    await turn;
    await tasks(2);
    expect(turns.turn()).toBeNull();
    expect(settled).toBe(false);

    turns.taken();
    expect(settled).toBe(true);
    let later = false;
    turns.whenSettled(() => {
      later = true;
    });
    expect(later).toBe(true);
  });

  it('are settled at once for a page that had no part to wait for', async () => {
    const turns = new BrowserHydrationTurns();
    let settled = false;
    turns.whenSettled(() => {
      settled = true;
    });
    turns.run();
    await tasks(2);
    expect(settled).toBe(true);
  });

  it('on the server, suspend each part once, so the renderer marks its markup as one range', async () => {
    const marks = new ServerHydrationMarks();
    const part = { children: 'the page' };
    const first = marks.turn(part);
    expect(first).toBeInstanceOf(Promise);
    await first;
    expect(marks.turn(part)).toBeNull();
    expect(marks.turn({ children: 'another part' })).toBeInstanceOf(Promise);
  });
});
