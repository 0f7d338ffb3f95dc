import type { HydrationTurns } from '../../ui/routing/hydration-turns';

/**
 * #12: the server's side of hydration in turns. Each part suspends once, at once, so the string
 * renderer marks its markup as one range (<!--$s-->…<!--/$s-->); a part waiting for its turn in the
 * browser keeps that whole range on screen. The renderer renders a suspended part again from the same
 * element, so its props say it has been asked already.
 */
export class ServerHydrationMarks implements HydrationTurns {
  private readonly asked = new WeakSet<object>();

  turn(part: object): Promise<void> | null {
    if (this.asked.has(part)) return null;
    this.asked.add(part);
    return Promise.resolve();
  }

  taken(): void {}
}
