import { createContext, createElement, Suspense, useContext, useEffect, type ComponentType, type ReactNode } from 'react';

/**
 * A server-rendered page hydrated in turns (#12, DESIGN 7): each part wrapped in `InTurn` takes over
 * its server markup in a task of its own, so the browser can paint and answer input between the parts
 * rather than wait on one long hydration task. A part waiting for its turn keeps its server markup on
 * screen (Preact keeps the DOM of a component that suspends while it hydrates).
 */
export interface HydrationTurns {
  /**
   * Resolves at the turn of `part` (the props of its boundary); null when it renders now: once the
   * first render is hydrated, and for a part already asked about.
   */
  turn(part: object): Promise<void> | null;
  /** A part's turn has been taken: it has rendered and its effects have run. */
  taken(): void;
}

/** The page's turns: the browser's while it hydrates, the server's marks while it renders; else null. */
export const HydrationTurnsContext = createContext<HydrationTurns | null>(null);

/**
 * The turns of a page hydrating in the browser: one part per task, in the order they were met, started
 * once the first render has run; they close when no part is waiting.
 */
export class BrowserHydrationTurns implements HydrationTurns {
  private readonly waiting: Array<() => void> = [];
  private open = true;
  private running = false;
  private untaken = 0;
  private onSettled: Array<() => void> = [];

  turn(): Promise<void> | null {
    if (!this.open) return null;
    this.untaken += 1;
    return new Promise((resolve) => this.waiting.push(resolve));
  }

  taken(): void {
    this.untaken -= 1;
    this.settleIfDone();
  }

  /** Starts the turns, after the first render. */
  run(): void {
    if (this.running) return;
    this.running = true;
    const next = () => {
      const resolve = this.waiting.shift();
      if (!resolve) {
        this.open = false;
        this.settleIfDone();
        return;
      }
      resolve();
      setTimeout(next, 0);
    };
    setTimeout(next, 0);
  }

  /** Calls `then` once every part has taken its turn (at once when all have). */
  whenSettled(then: () => void): void {
    this.onSettled.push(then);
    this.settleIfDone();
  }

  private settleIfDone(): void {
    if (this.open || this.untaken > 0) return;
    const waiting = this.onSettled;
    this.onSettled = [];
    for (const then of waiting) then();
  }
}

function TurnTaken({ turns }: { turns: HydrationTurns }) {
  // After the part's own effects: a component's effects run after those of the children before it.
  useEffect(() => turns.taken(), [turns]);
  return null;
}

/** What a part's boundary remembers across its suspension. */
interface TurnState {
  asked?: boolean;
  waited?: boolean;
}

/**
 * Suspends its first render until its part's turn, and reports when a part that waited has taken it.
 * Its memory is the component instance (`this`, in Preact), which outlives a suspension in the browser,
 * where hooks' state does not. A function component, so the server's renderer marks what it renders as
 * one range when it suspends (it marks none for a class component).
 */
function AwaitTurn(this: TurnState, props: { turns: HydrationTurns | null; children: ReactNode }) {
  const { turns, children } = props;
  if (!turns) return children;
  if (!this.asked) {
    this.asked = true;
    const turn = turns.turn(props);
    this.waited = turn !== null;
    if (turn) throw turn;
  }
  return this.waited ? (
    <>
      {children}
      <TurnTaken turns={turns} />
    </>
  ) : (
    children
  );
}

/**
 * A part of the page hydrated in a turn of its own (see HydrationTurns); elsewhere it renders as it is.
 * A part inside another is met when its parent takes its turn, and waits for a turn after it. Its
 * server markup stays because the server marked it as a range (ServerHydrationMarks): without the
 * marks, Preact would keep only the first node of a part that renders several.
 */
export function InTurn({ children }: { children: ReactNode }) {
  return (
    <Suspense fallback={null}>
      <AwaitTurn turns={useContext(HydrationTurnsContext)}>{children}</AwaitTurn>
    </Suspense>
  );
}

/** A view hydrated in a turn of its own wherever it is used (see InTurn). */
export function inTurn<P extends object>(View: ComponentType<P>): ComponentType<P> {
  function ViewInTurn(props: P) {
    return <InTurn>{createElement(View, props)}</InTurn>;
  }
  ViewInTurn.displayName = `InTurn(${View.displayName ?? View.name})`;
  return ViewInTurn;
}
